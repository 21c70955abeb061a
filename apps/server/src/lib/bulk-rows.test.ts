import { describe, expect, it } from 'vitest';
import { byId, runBulkRows } from './bulk-rows.ts';
import { conflict } from './errors.ts';

const quiet = { error: () => {} };

describe('runBulkRows', () => {
  it('answers each row: done, held for a second person, refused with its code, or failed unexpectedly', async () => {
    const logged: object[] = [];
    const answer = await runBulkRows(
      [1, 2, 3, 4],
      byId,
      async (id) => {
        if (id === 2) return { status: 'PENDING', approvalId: 9 };
        if (id === 3) throw conflict('Someone else holds it', 'CLAIMED_BY_OTHER');
        if (id === 4) throw new Error('bug');
        return { id };
      },
      { error: (details) => logged.push(details) },
    );
    expect(answer.results).toEqual([
      { id: 1, status: 'done' },
      { id: 2, status: 'pending-approval', approvalId: 9 },
      { id: 3, status: 'failed', code: 'CLAIMED_BY_OTHER', message: 'Someone else holds it' },
      { id: 4, status: 'failed', code: 'INTERNAL', message: 'This row could not be changed' },
    ]);
    expect(logged).toHaveLength(1);
  });

  it('stops at a lost database (the call answers 503) after the rows already done', async () => {
    const done: number[] = [];
    const lost = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    await expect(
      runBulkRows(
        [1, 2, 3],
        byId,
        async (id) => {
          if (id === 2) throw lost;
          done.push(id);
        },
        quiet,
      ),
    ).rejects.toBe(lost);
    expect(done).toEqual([1]);
  });
});
