import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { use, type ReactNode } from 'react';
import { emotionCacheFor } from './emotion-cache';
import { useLanguage } from './i18n';
import { themeFor, type ThemeKind } from './theme';

/**
 * Applies one of the two dark MUI themes in the current language's direction, with the RTL style
 * cache for Arabic (suspends the first time while that cache loads).
 */
export function Themed({ kind, children }: { kind: ThemeKind; children: ReactNode }) {
  const { direction } = useLanguage();
  const cache = use(emotionCacheFor(direction));
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={themeFor(kind, direction)}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
