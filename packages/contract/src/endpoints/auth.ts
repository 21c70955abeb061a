import { z } from 'zod';
import { areaFlags } from '../areas.ts';
import { V2, defineEndpoint } from '../endpoint.ts';

export const session = z.object({ accessToken: z.string(), expiresIn: z.number().int().positive() });
export type Session = z.infer<typeof session>;

/** What the access token carries (SPEC §3) besides the standard claims. */
export interface TokenPayload {
  sub: string;
  email: string;
  permissions: string[];
  ver: number;
}

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
  response: session,
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
