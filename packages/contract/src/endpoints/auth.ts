import { z } from 'zod';
import { areaFlags } from '../areas.ts';
import { fieldMessage as m } from '../field-messages.ts';
import { idField } from '../fields.ts';
import { V2, defineEndpoint, idParams } from '../endpoint.ts';

/** A session: its token, the token's lifetime and how long the session may stay unused (seconds). */
export const session = z.object({
  accessToken: z.string(),
  expiresIn: z.number().int().positive(),
  idleSeconds: z.number().int().positive(),
});
export type Session = z.infer<typeof session>;

/** A password sign-in of an account with two-factor (or that must enrol it): the second step's token. */
export const mfaChallenge = z.object({
  mfaRequired: z.literal(true),
  mfaToken: z.string(),
  /** REQUIRE_TOTP and the account has no two-factor yet: enrol (`enrolAtSignIn`), then confirm with a code. */
  enrolRequired: z.boolean(),
});
export type MfaChallenge = z.infer<typeof mfaChallenge>;

/** What the access token carries (docs/requirements.md §P3) besides the standard claims; `sid` is the session row. */
export interface TokenPayload {
  sub: string;
  email: string;
  permissions: string[];
  ver: number;
  sid: number;
}

/** A TOTP code (6 digits) or a recovery code (`xxxxx-xxxxx`), spaces ignored. */
const code = z
  .string()
  .transform((value) => value.replace(/\s+/g, '').toLowerCase())
  .pipe(z.string().regex(/^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/, m('enterCode')));
const sixDigits = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, m('enterCode')));
const mfaToken = z.string().min(20).max(100);

/** A new TOTP secret: the QR code (an SVG data URL) and the ten recovery codes, shown once. */
export const totpEnrolment = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCode: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type TotpEnrolment = z.infer<typeof totpEnrolment>;

export const staffSession = z.object({
  id: z.number().int(),
  userAgent: z.string(),
  ip: z.string(),
  method: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type StaffSession = z.infer<typeof staffSession>;

export const googleLogin = defineEndpoint({
  method: 'POST',
  path: `${V2}/auth/login`,
  access: 'public',
  summary: 'Sign in with a Google ID token for one of the two company domains',
  body: z.object({ googleToken: z.string().min(1).max(8192), domain: z.string().min(1).max(253) }),
  response: session,
});

export const localLogin = defineEndpoint({
  method: 'POST',
  path: `${V2}/auth/local-login`,
  access: 'public',
  summary: 'Sign in with a staff account email and password',
  body: z.object({
    email: z.string().trim().toLowerCase().pipe(z.email()),
    password: z.string().min(1).max(200),
  }),
  response: z.union([session, mfaChallenge]),
});

export const completeMfa = defineEndpoint({
  method: 'POST',
  path: `${V2}/auth/mfa`,
  access: 'public',
  summary:
    'Second step of a password sign-in: a TOTP code or a recovery code; five wrong codes end the token',
  body: z.object({ mfaToken, code }),
  response: session,
});

export const enrolAtSignIn = defineEndpoint({
  method: 'POST',
  path: `${V2}/auth/mfa/enrol`,
  access: 'public',
  summary: 'REQUIRE_TOTP: a new TOTP secret for the account signing in, confirmed by POST /auth/mfa',
  body: z.object({ mfaToken }),
  response: totpEnrolment,
});

export const getMyAccount = defineEndpoint({
  method: 'GET',
  path: `${V2}/auth/me`,
  access: 'authenticated',
  summary: 'The signed-in staff member: name, email, two-factor state',
  response: z.object({
    email: z.string(),
    name: z.string(),
    hasPassword: z.boolean(),
    totpEnabled: z.boolean(),
    totpRequired: z.boolean(),
  }),
});

export const changeMyPassword = defineEndpoint({
  method: 'POST',
  path: `${V2}/auth/password`,
  access: 'authenticated',
  summary: 'Change my own password (the current one required); ends my other sessions',
  body: z.object({
    currentPassword: z.string().min(1, m('enterCurrentPassword')).max(200),
    newPassword: z
      .string()
      .min(12, m('passwordLength', { min: 12 }))
      .max(200),
  }),
  response: null,
});

export const enrolTotp = defineEndpoint({
  method: 'POST',
  path: `${V2}/auth/totp/enrol`,
  access: 'authenticated',
  summary: 'Start two-factor: a new TOTP secret and ten recovery codes, active once confirmed',
  response: totpEnrolment,
});

export const confirmTotp = defineEndpoint({
  method: 'POST',
  path: `${V2}/auth/totp/confirm`,
  access: 'authenticated',
  summary: 'Confirm two-factor with a code of the new secret',
  body: z.object({ code: sixDigits }),
  response: null,
});

export const removeTotp = defineEndpoint({
  method: 'POST',
  path: `${V2}/auth/totp/remove`,
  access: 'authenticated',
  summary: 'Turn my two-factor off (my password required; refused while REQUIRE_TOTP)',
  body: z.object({ password: z.string().min(1, m('enterCurrentPassword')).max(200) }),
  response: null,
});

export const listMySessions = defineEndpoint({
  method: 'GET',
  path: `${V2}/auth/sessions`,
  access: 'authenticated',
  summary: 'My open sessions: browser, address, started, last seen',
  response: z.array(staffSession),
});

export const revokeMySession = defineEndpoint({
  method: 'DELETE',
  path: `${V2}/auth/sessions/:id`,
  access: 'authenticated',
  summary: 'End one of my sessions, on every server at once',
  params: idParams,
  response: null,
});

export const revokeMyOtherSessions = defineEndpoint({
  method: 'DELETE',
  path: `${V2}/auth/sessions`,
  access: 'authenticated',
  summary: 'End all my sessions but this one',
  response: null,
});

export const refreshSession = defineEndpoint({
  method: 'POST',
  path: `${V2}/auth/session/refresh`,
  access: 'authenticated',
  summary: 'Stay signed in: a new token for this session',
  response: session,
});

export const logout = defineEndpoint({
  method: 'POST',
  path: `${V2}/auth/logout`,
  access: 'authenticated',
  summary: 'Sign out: ends this session',
  response: null,
});

export const listStaffSessions = defineEndpoint({
  method: 'GET',
  path: `${V2}/local-users/:id/sessions`,
  access: 'manage-cmt',
  summary: "A staff account's open sessions",
  params: idParams,
  response: z.array(staffSession),
});

export const revokeStaffSession = defineEndpoint({
  method: 'DELETE',
  path: `${V2}/local-users/:id/sessions/:sessionId`,
  access: 'manage-cmt',
  summary: "End one of a staff account's sessions, on every server at once",
  params: z.object({ id: idField(), sessionId: idField() }),
  response: null,
});

export const runtimeConfig = z.object({
  appName: z.string(),
  environment: z.string(),
  enabledAreas: z.array(z.enum(areaFlags)),
  languages: z.array(z.string()),
  defaultLanguage: z.string(),
  productDomain: z.string(),
  partnerDomain: z.string(),
  googleClientIds: z.object({ app: z.string(), connect: z.string() }),
  cdnBaseUrl: z.string(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfig>;

export const getRuntimeConfig = defineEndpoint({
  method: 'GET',
  path: '/config.json',
  access: 'public',
  summary: 'Runtime settings of this deployment for the web app',
  response: runtimeConfig,
});
