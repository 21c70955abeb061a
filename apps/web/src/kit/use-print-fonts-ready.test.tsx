import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePrintFontsReady } from './use-print-fonts-ready';

/** A document whose font loading the test settles: `load` waits for `settle`. */
function stubFonts() {
  let settle!: (ok: boolean) => void;
  const loaded = new Promise<boolean>((resolve) => (settle = resolve));
  const load = vi.fn((font: string, text: string) =>
    loaded.then((ok) => (ok ? [{ font, text }] : Promise.reject(new Error('font failed')))),
  );
  Object.defineProperty(document, 'fonts', { configurable: true, value: { load, ready: Promise.resolve() } });
  return { load, settle };
}

afterEach(() => {
  Reflect.deleteProperty(document, 'fonts');
});

describe('usePrintFontsReady', () => {
  it('is ready once Amiri regular and bold are loaded for the sample', async () => {
    const fonts = stubFonts();
    const { result } = renderHook(() => usePrintFontsReady('بيان ٠١٢ abc'));
    expect(result.current).toBe(false);
    expect(fonts.load).toHaveBeenCalledWith('400 16px Amiri', 'بيان ٠١٢ abc');
    expect(fonts.load).toHaveBeenCalledWith('700 16px Amiri', 'بيان ٠١٢ abc');
    fonts.settle(true);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('is ready after a failed load too: the page prints rather than never', async () => {
    const fonts = stubFonts();
    const { result } = renderHook(() => usePrintFontsReady('عقد'));
    expect(result.current).toBe(false);
    fonts.settle(false);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('is ready at once where the document has no font loading', () => {
    expect('fonts' in document).toBe(false);
    const { result } = renderHook(() => usePrintFontsReady('عقد'));
    expect(result.current).toBe(true);
  });
});
