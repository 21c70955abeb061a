/**
 * docs/requirements.md §P2 colours: both layouts are dark; sign-in is gold on red, the app yellow on red. Shared by
 * the MUI themes (lib/theme.ts) and the MUI-free sign-in page (CSS custom properties).
 *
 * WCAG 2.2 AA (issue 32): no single red holds white text at 4.5:1 AND reads at 4.5:1 on the dark
 * background, so each red comes in two shades: `secondary` fills (white text on it: the app's
 * #D32F2F is 5.0:1, the brand's #E53935 was 4.2:1) and `secondaryText` is red text and outlines on
 * the dark surfaces (#EF5350: 5.4:1 on #121212, 4.6:1 on the app bar).
 */
export const palettes = {
  auth: { primary: '#D4AF37', secondary: '#C62828', secondaryText: '#EF5350' },
  app: { primary: '#FFD600', secondary: '#D32F2F', secondaryText: '#EF5350' },
} as const;

export type ThemeKind = keyof typeof palettes;
