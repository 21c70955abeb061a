import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { collectGarbage } from '../src/lib/collect-garbage.ts';

describe('collectGarbage', () => {
  it('collects what nothing references, at once, without putting gc on the global object', async () => {
    const had = 'gc' in globalThis;
    const ref = (() => new WeakRef({ rows: Array.from({ length: 1000 }, (_, i) => ({ i })) }))();
    // A WeakRef's target (or one just read through it) is kept to the end of the job: the next turn
    // of the event loop (not a time) is where it may go.
    await nextTurn();
    expect(ref.deref()).toBeDefined();
    await nextTurn();
    collectGarbage();
    expect(ref.deref()).toBeUndefined();
    expect('gc' in globalThis).toBe(had);
  });

  it('keeps what is still referenced', async () => {
    const kept = { rows: [1, 2, 3] };
    const ref = new WeakRef(kept);
    await nextTurn();
    collectGarbage();
    expect(ref.deref()).toBe(kept);
  });
});
