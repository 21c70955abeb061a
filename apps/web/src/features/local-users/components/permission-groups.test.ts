import { permissionKeys } from '@cmt/contract/permissions';
import { describe, expect, it } from 'vitest';
import { groupOf, permissionGroups } from './permission-groups';

describe('permission groups', () => {
  it('offers every contract permission exactly once', () => {
    const listed = permissionGroups.flatMap((group) => group.keys);
    expect(listed.toSorted()).toEqual([...permissionKeys].toSorted());
  });

  it('groups by prefix, including the misspelt token keys', () => {
    expect(groupOf('manege-offers-popular-offers')).toBe('offers');
    expect(groupOf('manage-offers-banners-create')).toBe('offers');
    expect(groupOf('manage-applacations-prefill-contract')).toBe('applications');
    expect(groupOf('manage-merchant-cati-bulk')).toBe('merchants');
    expect(groupOf('manage-feature-flags')).toBe('featureFlags');
    expect(groupOf('manage-cmt')).toBe('general');
  });
});
