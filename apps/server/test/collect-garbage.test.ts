import { describe, expect, it } from 'vitest';
import { collectGarbage } from '../src/lib/collect-garbage.ts';

describe('collectGarbage', () => {
  it('collects what nothing references, at once, without putting gc on the global object', async () => {
    const had = 'gc' in globalThis;
    const ref = (() => new WeakRef({ rows: Array.from({ length: 1000 }, (_, i) => ({ i })) }))();
    const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
    await tick(); // a WeakRef's target (or one just read through it) is kept to the end of the job
    expect(ref.deref()).toBeDefined();
    await tick();
    collectGarbage();
    expect(ref.deref()).toBeUndefined();
    expect('gc' in globalThis).toBe(had);
  });

  it('keeps what is still referenced', async () => {
    const kept = { rows: [1, 2, 3] };
    const ref = new WeakRef(kept);
    await new Promise((resolve) => setTimeout(resolve, 0));
    collectGarbage();
    expect(ref.deref()).toBe(kept);
  });
});
