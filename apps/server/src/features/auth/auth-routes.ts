import type { FastifyRequest } from 'fastify';
import { googleLogin, localLogin } from '@cmt/contract/endpoints/auth';
import { implement } from '../../lib/endpoints.ts';
import { signInWithGoogle, signInWithPassword, type SignInOrigin } from './sign-in.ts';

/** The address and path of a sign-in request, which its failures record. */
const originOf = (request: FastifyRequest): SignInOrigin => ({
  ip: request.ip,
  path: request.url.split('?')[0]!,
});

export const authRoutes = [
  implement(localLogin, async ({ app, request, body }) => signInWithPassword(app, originOf(request), body)),

  implement(googleLogin, async ({ app, request, body }) => signInWithGoogle(app, originOf(request), body)),
];
