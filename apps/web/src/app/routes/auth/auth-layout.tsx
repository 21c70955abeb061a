import type { CSSProperties } from 'react';
import { Outlet } from 'react-router';
import { palettes } from '../../../lib/palette';
import { SnackbarProvider } from '../../../kit/snackbar';
import { AuthSnackbarView } from './auth-snackbar-view';
import { LanguageSelect } from './language-select';

const authColours = {
  '--cmt-primary': palettes.auth.primary,
  '--cmt-secondary': palettes.auth.secondary,
} as CSSProperties;

/**
 * Sign-in layout: dark, gold primary and red secondary, snackbar at the bottom centre with a close
 * button. Plain React and CSS, so the first page staff open stays small (no MUI).
 */
export default function AuthLayout() {
  return (
    <SnackbarProvider view={AuthSnackbarView}>
      <div className="cmt-auth" style={authColours}>
        {/* A landmark, like the card's main: nothing on the page sits outside one (axe `region`). */}
        <header className="cmt-auth-top">
          <LanguageSelect />
        </header>
        <main className="cmt-auth-main">
          <div className="cmt-auth-card">
            <Outlet />
          </div>
        </main>
      </div>
    </SnackbarProvider>
  );
}
