import { createTheme, type Theme } from '@mui/material/styles';
import type { Direction } from './direction';
import { palettes, type ThemeKind } from './palette';

export type { ThemeKind };

const cache = new Map<string, Theme>();

/**
 * WCAG 2.4.7 / 2.4.11 (issue 32): MUI draws keyboard focus as a faint ripple only (`outline: 0`),
 * invisible on the dark theme. Every ButtonBase (buttons, icon buttons, card action areas, switches,
 * menu items, sort labels) gets a 2 px ring in the primary colour (over 10:1 on the dark surfaces).
 */
const focusRing = (color: string) => ({ outline: `2px solid ${color}`, outlineOffset: 2 });

/** The dark MUI theme of a layout (auth: gold/red, app: yellow/red) in a text direction. */
export function themeFor(kind: ThemeKind, direction: Direction): Theme {
  const key = `${kind}-${direction}`;
  let theme = cache.get(key);
  if (!theme) {
    const colours = palettes[kind];
    theme = createTheme({
      direction,
      palette: {
        mode: 'dark',
        primary: { main: colours.primary },
        secondary: { main: colours.secondary, light: colours.secondaryText, contrastText: '#fff' },
      },
      components: {
        MuiButtonBase: {
          styleOverrides: {
            root: { '&.Mui-focusVisible': focusRing(colours.primary) },
          },
        },
        // Inside a box that clips (a card, a menu, the side menu, tabs) the ring is drawn inside.
        MuiCardActionArea: {
          styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } },
        },
        MuiMenuItem: {
          styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } },
        },
        MuiListItemButton: {
          styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } },
        },
        MuiTab: {
          styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } },
        },
        MuiCssBaseline: {
          // Plain links (react-router's <Link>, MUI <Link>) and anything else focusable by keyboard.
          styleOverrides: { 'a:focus-visible, summary:focus-visible': focusRing(colours.primary) },
        },
        // 1.4.3: red text on the dark surfaces is the lighter red; red fills keep white text (the
        // theme's error red, #f44336, holds only 3.7:1 with white, so its fills take the darker shade).
        MuiButton: {
          variants: [
            {
              props: { color: 'secondary', variant: 'outlined' },
              style: { color: colours.secondaryText, borderColor: colours.secondaryText },
            },
            { props: { color: 'secondary', variant: 'text' }, style: { color: colours.secondaryText } },
            {
              props: { color: 'error', variant: 'contained' },
              style: ({ theme: t }) => ({
                backgroundColor: t.palette.error.dark,
                color: '#fff',
                '&:hover': { backgroundColor: '#b71c1c' },
              }),
            },
          ],
        },
        MuiChip: {
          variants: [
            {
              props: { color: 'error', variant: 'filled' },
              style: ({ theme: t }) => ({ backgroundColor: t.palette.error.dark, color: '#fff' }),
            },
            {
              props: { color: 'secondary', variant: 'outlined' },
              style: { color: colours.secondaryText, borderColor: colours.secondaryText },
            },
          ],
        },
        MuiBadge: {
          styleOverrides: {
            colorError: ({ theme: t }) => ({ backgroundColor: t.palette.error.dark, color: '#fff' }),
          },
        },
        // A subtitle is a label or a caption, not a heading: MUI renders it as <h6>, which broke the
        // heading order (1.3.1) under a page's h1 and inside field labels.
        MuiTypography: {
          defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } },
        },
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
