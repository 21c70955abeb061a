import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './tokens.ts';

const claims = { sub: '7', email: 'staff@lucky.app', permissions: ['manage-cmt'], ver: 3, sid: 11 };

describe('access tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('remembers a verified token only until it expires', async () => {
    const tokens = createTokenService('a-secret-of-at-least-thirty-two-characters!', 60);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual({ ...claims, exp: expect.any(Number) });
    expect(await tokens.verify(token)).toEqual({ ...claims, exp: expect.any(Number) }); // remembered
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('never takes a changed token, or one signed with another secret, for a remembered one', async () => {
    const tokens = createTokenService('a-secret-of-at-least-thirty-two-characters!', 60);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual({ ...claims, exp: expect.any(Number) });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const widened = Buffer.from(JSON.stringify({ ...claims, permissions: ['*'], exp: 9999999999 })).toString(
      'base64url',
    );
    expect(await tokens.verify(`${header}.${widened}.${signature}`)).toBeNull();
    expect(await tokens.verify(`${header}.${payload}.${signature.slice(0, -2)}AA`)).toBeNull();
    const other = createTokenService('another-secret-of-at-least-thirty-two-chars', 60);
    expect(await other.verify(token)).toBeNull();
  });
});
