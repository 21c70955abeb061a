import { useEffect, useState } from 'react';

const hasFontLoading = () => typeof document !== 'undefined' && 'fonts' in document;

/**
 * True once the printed pages' Amiri faces (regular and bold) are loaded for `sample` (Arabic,
 * Arabic-Indic and Latin letters), so the print dialog never opens on a fallback font
 * (docs/printing.md). A failed load counts as done: the page prints in what it has rather than never.
 * Where the document has no font loading (a test's DOM), it is ready at once.
 */
export function usePrintFontsReady(sample: string): boolean {
  const [ready, setReady] = useState(() => !hasFontLoading());
  useEffect(() => {
    if (!hasFontLoading()) return;
    let live = true;
    Promise.all([
      document.fonts.load(`400 16px Amiri`, sample),
      document.fonts.load(`700 16px Amiri`, sample),
    ])
      .then(() => document.fonts.ready)
      .catch(() => undefined)
      .then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [sample]);
  return ready;
}
