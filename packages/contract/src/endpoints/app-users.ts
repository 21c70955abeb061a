import { z } from 'zod';
import { bulkIds, bulkRowsResponse } from '../bulk-rows.ts';
import { V2, defineEndpoint, idParams } from '../endpoint.ts';
import { searchField, versionField } from '../fields.ts';
import { profileValidationStatus, reasonField } from './compliance.ts';

/*
 * App users (General > App User management): the app's customers, found by mobile, national id or
 * name; their profile and status; block and unblock with a reason. National ids and IBANs are shown
 * masked here: the whole national id belongs to the KYC screens.
 */

export const appUserStatus = z.enum(['ACTIVE', 'BLOCKED']);
export type AppUserStatus = z.infer<typeof appUserStatus>;

/** Most customers one search shows; narrower terms find the rest. */
export const APP_USER_SEARCH_LIMIT = 50;

export const appUserSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  status: appUserStatus,
  nationalIdMasked: z.string().nullable(),
  /** The application's national id is on the AML blacklist. */
  blacklisted: z.boolean(),
  createdAt: z.string(),
});
export type AppUserSummary = z.infer<typeof appUserSummary>;

export const appUser = appUserSummary.extend({
  blockReason: z.string().nullable(),
  blockedAt: z.string().nullable(),
  blockedBy: z.string().nullable(),
  version: versionField(),
  application: z
    .object({
      fullName: z.string(),
      birthdate: z.string().nullable(),
      gender: z.number().int().nullable(),
      city: z.string().nullable(),
      profession: z.string().nullable(),
    })
    .nullable(),
  kycStatus: profileValidationStatus.nullable(),
  bankAccounts: z.array(
    z.object({
      bankName: z.string(),
      ibanMasked: z.string(),
      accountHolder: z.string(),
      addedAt: z.string(),
    }),
  ),
  /** Blocks and unblocks, newest first. */
  history: z.array(
    z.object({
      action: z.enum(['block', 'unblock']),
      reason: z.string(),
      by: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
export type AppUser = z.infer<typeof appUser>;

export const searchAppUsers = defineEndpoint({
  method: 'GET',
  path: `${V2}/app-users`,
  access: 'manage-app-users',
  summary: `Find customers by mobile, national id (14 digits) or name, newest first (up to ${APP_USER_SEARCH_LIMIT}); without a search, the newest`,
  query: z.object({
    q: searchField(100).optional(),
    status: z.enum(['ALL', ...appUserStatus.options]).default('ALL'),
  }),
  response: z.object({
    items: z.array(appUserSummary),
    /** More customers match than were returned. */
    more: z.boolean(),
  }),
});

export const getAppUser = defineEndpoint({
  method: 'GET',
  path: `${V2}/app-users/:id`,
  access: 'manage-app-users',
  summary: "A customer's profile, status, KYC state, bank accounts (masked) and block history",
  params: idParams,
  response: appUser,
});

export const blockAppUser = defineEndpoint({
  method: 'PUT',
  path: `${V2}/app-users/:id/block`,
  access: 'manage-app-users',
  summary: 'Block a customer from the app, with the reason (blocking a blocked customer changes nothing)',
  params: idParams,
  body: z.object({ reason: reasonField() }),
  response: appUser,
});

/** Blocks the selected customers with one reason, each as the single block; every row's outcome. */
export const blockAppUsers = defineEndpoint({
  method: 'POST',
  path: `${V2}/app-users/bulk-block`,
  access: 'manage-app-users',
  summary: 'Block the selected customers with one reason, each as the single block; every row’s outcome',
  body: z.object({ ids: bulkIds(), reason: reasonField() }),
  response: bulkRowsResponse,
});

export const unblockAppUser = defineEndpoint({
  method: 'PUT',
  path: `${V2}/app-users/:id/unblock`,
  access: 'manage-app-users',
  summary: 'Let a blocked customer use the app again, with the reason',
  params: idParams,
  body: z.object({ reason: reasonField() }),
  response: appUser,
});
