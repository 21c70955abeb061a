/**
 * SPEC §2 colours: both layouts are dark; sign-in is gold on red, the app yellow on red. Shared by
 * the MUI themes (lib/theme.ts) and the MUI-free sign-in page (CSS custom properties).
 */
export const palettes = {
  auth: { primary: '#D4AF37', secondary: '#C62828' },
  app: { primary: '#FFD600', secondary: '#E53935' },
} as const;

export type ThemeKind = keyof typeof palettes;
