import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
const PERIOD = 30;
/** One step either side of now is accepted (a phone's clock a little off, a code typed at the turn). */
const DRIFT_STEPS = 1;

const totpOf = (secret: string, label = '', issuer = '') =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

/** A new random secret (160 bits, base32). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// address an authenticator app reads from the QR code. */
export const otpauthUrl = (secret: string, account: string, issuer: string): string =>
  totpOf(secret, account, issuer).toString();

/** The QR code of an otpauth address, as an SVG data URL (made on the server: the web bundle stays small). */
export async function qrCodeDataUrl(text: string): Promise<string> {
  // Loaded at the first enrolment, not at every start.
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The 30-second step whose code this is, within one step of `now`; null for a wrong code. The caller
 * accepts it only once (a step at or before the last accepted one is a replay).
 */
export function totpStepOf(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: DRIFT_STEPS });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

/** Ten single-use recovery codes, `xxxxx-xxxxx` (50 bits each). */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: 10 }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** How a recovery code is stored: SHA-256 of its letters without the dash (random codes need no salt). */
export const recoveryCodeHash = (code: string): string =>
  createHash('sha256')
    .update(code.replace(/[^a-z0-9]/gi, '').toLowerCase())
    .digest('hex');

/** How an MFA token is stored: SHA-256, so the table never holds a usable token. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
