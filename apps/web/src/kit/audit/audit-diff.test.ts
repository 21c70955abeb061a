import { describe, expect, it } from 'vitest';
import { diffRows } from './audit-diff';

describe('diffRows: what an audit entry changed', () => {
  it('lists only the fields an update changed, nested ones by their path', () => {
    const rows = diffRows({
      before: { title: 'Old', isActive: true, image: { key: 'a.png', folder: 'Banners' }, tags: [1] },
      after: { title: 'New', isActive: true, image: { key: 'b.png', folder: 'Banners' }, tags: [1, 2] },
    });
    expect(rows).toEqual([
      { field: 'title', before: 'Old', after: 'New' },
      { field: 'image.key', before: 'a.png', after: 'b.png' },
      { field: 'tags', before: [1], after: [1, 2] },
    ]);
  });

  it('shows every field of a creation after, and of a removal before', () => {
    expect(diffRows({ before: null, after: { name: 'Flag', key: 'flag' } })).toEqual([
      { field: 'name', before: undefined, after: 'Flag' },
      { field: 'key', before: undefined, after: 'flag' },
    ]);
    expect(diffRows({ before: { key: 'flag' }, after: null })).toEqual([
      { field: 'key', before: 'flag', after: undefined },
    ]);
  });

  it('leaves out internals: ids, versions, stamps and sign-in bookkeeping, nested ones too', () => {
    expect(
      diffRows({
        before: { id: 1, version: 1, updatedAt: '2026-01-01T00:00:00Z', lastLoginAt: null, name: 'A' },
        after: {
          id: 1,
          version: 2,
          updatedAt: '2026-01-02T00:00:00Z',
          lastLoginAt: '2026-01-02T00:00:00Z',
          hasGoogle: true,
          image: { id: 9, key: 'b.png' },
          name: 'B',
        },
      }),
    ).toEqual([
      { field: 'image.key', before: undefined, after: 'b.png' },
      { field: 'name', before: 'A', after: 'B' },
    ]);
  });

  it('leaves out what the caller shows apart (a read’s reason and reference)', () => {
    expect(
      diffRows({ before: null, after: { side: 'front', reason: 'KYC_REVIEW', reference: 'KYC-1' } }, [
        'reason',
        'reference',
      ]),
    ).toEqual([{ field: 'side', before: undefined, after: 'front' }]);
  });
});
