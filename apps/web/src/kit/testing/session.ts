import { signIn } from '../../lib/session';

/**
 * Signs the test in as `email` with a token carrying `permissions` (unsigned: the web reads the
 * token's claims, the fake server answers the calls). `logout()` of lib/session signs it out.
 */
export function signInWith(permissions: string[], email = 'agent@lucky.app') {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  signIn({
    accessToken: `${part({ alg: 'none' })}.${part({ email, permissions, exp })}.x`,
    expiresIn: 3600,
  });
}
