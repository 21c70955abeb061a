import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Staff } from '../lib/staff.ts';
import { createStaffAccess, type StaffAccessReader } from './staff-access.ts';

export type { Staff };

declare module 'fastify' {
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<Staff | null>;
    staffAccess: StaffAccessReader;
  }
  interface FastifyRequest {
    staff: Staff | null;
  }
}

/**
 * Reads the bearer token and checks it against the account on every request, so disabling an
 * account or changing its permissions (both bump token_version) ends its sessions at once.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('staff', null);
  app.decorate(
    'staffAccess',
    createStaffAccess(app.database, (error) =>
      app.log.warn(
        { code: (error as { code?: unknown }).code },
        'Not hearing of staff account changes from the database (retrying): each request reads the account until then',
      ),
    ),
  );
  app.addHook('onClose', () => app.staffAccess.close());
  app.decorate('authenticate', async (request: FastifyRequest): Promise<Staff | null> => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return null;
    const payload = await app.tokens.verify(header.slice('Bearer '.length).trim());
    if (!payload) return null;
    const id = Number(payload.sub);
    if (!Number.isInteger(id)) return null;
    const account = await app.staffAccess.read(id);
    if (!account?.isActive || account.tokenVersion !== payload.ver) return null;
    return { id, email: payload.email, permissions: payload.permissions };
  });
});
