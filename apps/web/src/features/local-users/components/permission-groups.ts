import { permissionKeys, type PermissionKey } from '@cmt/contract/permissions';

export const permissionGroupIds = [
  'general',
  'offers',
  'merchants',
  'applications',
  'affiliate',
  'financing',
  'featureFlags',
] as const;
export type PermissionGroupId = (typeof permissionGroupIds)[number];

/** Groups by the key's prefix; the spelling slips the tokens carry (manege, applacations) included. */
const rules: [RegExp, PermissionGroupId][] = [
  [/^man[ae]ge-offers-/, 'offers'],
  [/^manage-merchant/, 'merchants'],
  [/^manage-(applacations|applications|contracts)-/, 'applications'],
  [/^manage-affiliate/, 'affiliate'],
  [/^manage-financing-/, 'financing'],
  [/^manage-feature-flags$/, 'featureFlags'],
];

export const groupOf = (key: PermissionKey): PermissionGroupId =>
  rules.find(([pattern]) => pattern.test(key))?.[1] ?? 'general';

/** Every contract permission key, in groups, in contract order within a group. */
export const permissionGroups: { id: PermissionGroupId; keys: PermissionKey[] }[] = permissionGroupIds.map(
  (id) => ({ id, keys: permissionKeys.filter((key) => groupOf(key) === id) }),
);
