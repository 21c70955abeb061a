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
    expect(diffRows({ before: null, after: { id: 7, key: 'flag' } })).toEqual([
      { field: 'id', before: undefined, after: 7 },
      { field: 'key', before: undefined, after: 'flag' },
    ]);
    expect(diffRows({ before: { id: 7 }, after: null })).toEqual([
      { field: 'id', before: 7, after: undefined },
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
