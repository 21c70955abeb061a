import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedCallback } from './use-debounced-callback';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useDebouncedCallback', () => {
  it('calls once the delay has passed without another call, with the last arguments', () => {
    const search = vi.fn();
    const { result } = renderHook(() => useDebouncedCallback(search, 300));
    result.current('l');
    vi.advanceTimersByTime(200);
    result.current('la');
    vi.advanceTimersByTime(200);
    result.current('lam');
    vi.advanceTimersByTime(299);
    expect(search).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('lam');
  });

  it('calls again for a later burst', () => {
    const search = vi.fn();
    const { result } = renderHook(() => useDebouncedCallback(search, 300));
    result.current('a');
    vi.advanceTimersByTime(300);
    result.current('b');
    vi.advanceTimersByTime(300);
    expect(search.mock.calls).toEqual([['a'], ['b']]);
  });

  it('calls the callback of the latest render, not the one the call was made with', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ callback }) => useDebouncedCallback(callback, 300), {
      initialProps: { callback: first },
    });
    result.current('x');
    rerender({ callback: second });
    vi.advanceTimersByTime(300);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('x');
  });

  it('drops a pending call when the component goes away', () => {
    const search = vi.fn();
    const { result, unmount } = renderHook(() => useDebouncedCallback(search, 300));
    result.current('gone');
    unmount();
    vi.advanceTimersByTime(1000);
    expect(search).not.toHaveBeenCalled();
  });
});
