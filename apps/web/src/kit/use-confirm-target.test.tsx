import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useConfirmTarget } from './use-confirm-target';

type Banner = { id: number; title: string };

describe('useConfirmTarget', () => {
  it('holds the row the one dialog of the list asks about, until it closes', () => {
    const { result } = renderHook(() => useConfirmTarget<Banner>());
    expect(result.current).toMatchObject({ target: null, open: false });

    act(() => result.current.ask({ id: 3, title: 'Summer' }));
    expect(result.current).toMatchObject({ target: { id: 3, title: 'Summer' }, open: true });

    // Another row's button asks about that row instead.
    act(() => result.current.ask({ id: 4, title: 'Winter' }));
    expect(result.current.target).toEqual({ id: 4, title: 'Winter' });

    act(() => result.current.close());
    expect(result.current).toMatchObject({ target: null, open: false });
  });

  it('is open for a falsy target too (an id 0, an empty name)', () => {
    const { result } = renderHook(() => useConfirmTarget<number>());
    act(() => result.current.ask(0));
    expect(result.current).toMatchObject({ target: 0, open: true });
  });
});
