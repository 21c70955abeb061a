import { afterEach, describe, expect, it, vi } from 'vitest';
import { oneArgument } from './command-config.ts';

describe('oneArgument', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives the one file argument', () => {
    expect(oneArgument('Use: x <file>', ['backup.tar'])).toBe('backup.tar');
  });

  it('prints the usage and exits 0 for --help, 1 for no, two or an option-like argument', () => {
    const out = vi.spyOn(console, 'log').mockImplementation(() => {});
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(oneArgument('Use: x <file>', ['--help'])).toBe(0);
    expect(out).toHaveBeenCalledWith('Use: x <file>');
    for (const args of [[], ['a', 'b'], ['-f']]) expect(oneArgument('Use: x <file>', args)).toBe(1);
    expect(err).toHaveBeenCalledTimes(3);
  });
});
