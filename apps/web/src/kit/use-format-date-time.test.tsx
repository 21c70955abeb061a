import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { useFormatDate, useFormatDateTime } from './use-format-date-time';

/** 22:30 UTC on 1 March is already 00:30 on 2 March in Cairo (UTC+2). */
const lateEvening = '2026-03-01T22:30:00Z';

describe('useFormatDateTime', () => {
  it('shows a timestamp in Cairo time, in the order of the UI language', async () => {
    const { result } = renderHook(() => useFormatDateTime());
    expect(result.current(lateEvening)).toMatch(/^Mar 2, 2026, 12:30\sAM$/);
    await act(() => i18n.changeLanguage('fr'));
    expect(result.current(lateEvening)).toBe('2 mars 2026, 00:30');
    // Day first, in Arabic (the engine's digits: Latin in current data, Arabic-Indic in older).
    await act(() => i18n.changeLanguage('ar'));
    expect(result.current(lateEvening)).toMatch(/^(02\u200f\/03\u200f\/2026|٠٢\/٠٣\/٢٠٢٦)/);
  });

  it('shows a dash for a missing timestamp', () => {
    const { result } = renderHook(() => useFormatDateTime());
    expect(result.current(null)).toBe('—');
    expect(result.current(undefined)).toBe('—');
    expect(result.current('')).toBe('—');
  });
});

describe('useFormatDate', () => {
  it('shows a calendar date as it is, in the order of the UI language', async () => {
    const { result } = renderHook(() => useFormatDate());
    expect(result.current('2026-03-01')).toBe('Mar 1, 2026');
    await act(() => i18n.changeLanguage('fr'));
    expect(result.current('2026-03-01')).toBe('1 mars 2026');
    await act(() => i18n.changeLanguage('ar-MA'));
    expect(result.current('2026-03-01')).toMatch(/^01\u200f\/03\u200f\/2026/);
  });

  it('shows a dash for a missing date', () => {
    const { result } = renderHook(() => useFormatDate());
    expect(result.current(null)).toBe('—');
    expect(result.current(undefined)).toBe('—');
  });
});
