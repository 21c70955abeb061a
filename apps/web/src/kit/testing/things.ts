import { z } from 'zod';
import { V2, defineEndpoint, idParams } from '@cmt/contract/endpoint';

/**
 * The endpoints of a record as every editable one is, for tests of the record screens and their
 * saves: an id, a version (its ETag), and what the form edits; a GET, a create (Idempotency-Key)
 * and an edit (If-Match).
 */
export const thing = z.object({ id: z.number(), name: z.string(), version: z.number() });
export const thingInput = z.object({ name: z.string() });
export type Thing = z.infer<typeof thing>;
export type ThingInput = z.infer<typeof thingInput>;
/** Where the things are: `${thingsPath}/7` is thing 7. */
export const thingsPath = `${V2}/things`;
export const getThing = defineEndpoint({
  method: 'GET',
  path: `${thingsPath}/:id`,
  access: 'manage-general-plus',
  summary: 'One thing',
  params: idParams,
  response: thing,
});
export const createThing = defineEndpoint({
  method: 'POST',
  idempotent: true,
  path: thingsPath,
  access: 'manage-general-plus',
  summary: 'Create a thing',
  body: thingInput,
  response: thing,
});
export const updateThing = defineEndpoint({
  method: 'PUT',
  ifMatch: true,
  path: `${thingsPath}/:id`,
  access: 'manage-general-plus',
  summary: 'Edit a thing',
  params: idParams,
  body: thingInput,
  response: thing,
});
