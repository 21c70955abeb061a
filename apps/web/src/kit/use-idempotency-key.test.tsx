import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentHash, useIdempotencyKey } from './use-idempotency-key';

const banner = { title: 'Summer', link: null };

describe('useIdempotencyKey', () => {
  it('gives the same key for the same content while the form is open, so a retry replays the first create', () => {
    const { result, rerender } = renderHook(() => useIdempotencyKey());
    const key = result.current.keyFor(banner);
    expect(key).toMatch(/^[0-9a-f]{32}\.[0-9a-f]{8}$/);
    rerender();
    expect(result.current.keyFor({ ...banner })).toBe(key);
  });

  it('gives changed content a new key', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    expect(result.current.keyFor({ ...banner, title: 'Winter' })).not.toBe(result.current.keyFor(banner));
  });

  it('gives the next create its own key after renew(), even with the same content', () => {
    const { result, rerender } = renderHook(() => useIdempotencyKey());
    const before = result.current.keyFor(banner);
    result.current.renew();
    const after = result.current.keyFor(banner);
    expect(after).not.toBe(before);
    rerender();
    expect(result.current.keyFor(banner)).toBe(after);
  });

  it('gives two forms (or the form opened again) different keys for the same content', () => {
    const one = renderHook(() => useIdempotencyKey()).result.current;
    const two = renderHook(() => useIdempotencyKey()).result.current;
    expect(one.keyFor(banner)).not.toBe(two.keyFor(banner));
  });
});

describe('contentHash', () => {
  it('tells one content from another and is the same for the same content', () => {
    expect(contentHash(banner)).toBe(contentHash({ title: 'Summer', link: null }));
    expect(contentHash(banner)).not.toBe(contentHash({ title: 'Summer', link: '' }));
    expect(contentHash(undefined)).toMatch(/^[0-9a-f]{8}$/);
    expect(contentHash(undefined)).not.toBe(contentHash(null));
  });
});
