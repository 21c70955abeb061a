import { createTheme, type Theme } from '@mui/material/styles';
import type { Direction } from './direction';
import { palettes, type ThemeKind } from './palette';

export type { ThemeKind };

const cache = new Map<string, Theme>();

/** The dark MUI theme of a layout (auth: gold/red, app: yellow/red) in a text direction. */
export function themeFor(kind: ThemeKind, direction: Direction): Theme {
  const key = `${kind}-${direction}`;
  let theme = cache.get(key);
  if (!theme) {
    theme = createTheme({
      direction,
      palette: {
        mode: 'dark',
        primary: { main: palettes[kind].primary },
        secondary: { main: palettes[kind].secondary },
      },
      components: {
        MuiInputBase: {
          styleOverrides: {
            // No native spinner buttons on number fields: in right-to-left they sat over the label
            // and the digits. The arrow keys still step the value.
            input: {
              '&[type=number]': {
                MozAppearance: 'textfield',
                '&::-webkit-outer-spin-button, &::-webkit-inner-spin-button': {
                  WebkitAppearance: 'none',
                  margin: 0,
                },
              },
            },
          },
        },
      },
      typography: {
        fontFamily:
          direction === 'rtl'
            ? '"Segoe UI", Tahoma, "Noto Sans Arabic", "Noto Naskh Arabic", Arial, sans-serif'
            : 'Roboto, "Segoe UI", "Helvetica Neue", Arial, sans-serif',
      },
    });
    cache.set(key, theme);
  }
  return theme;
}
