import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fakeServer, renderApp } from '../../../kit/testing/render-app';
import { i18n } from '../../../lib/i18n';
import { LocalSignInForm } from './local-sign-in-form';

/** The server's refusal of a sign-in outside the two company domains (docs/requirements.md §P6). */
const refusal = () =>
  answer(400, {
    code: 'DOMAIN_NOT_ALLOWED',
    message: 'Use a company email: one on lucky.app or connect.money',
    details: [
      {
        path: ['body', 'email'],
        message: 'Use a company email: one on lucky.app or connect.money',
        key: 'companyEmailOnly',
        params: { appDomain: 'lucky.app', partnerDomain: 'connect.money' },
      },
    ],
  });

describe('signing in with an email outside the company domains', () => {
  it.each([
    ['en', 'Sign in with a company email: one on lucky.app or connect.money'],
    ['ar-MA', 'دخل بالإيميل ديال الشركة: على \u2068lucky.app\u2069 ولا \u2068connect.money\u2069'],
  ])(
    'says on the email field which domains sign in (%s), not "incorrect password"',
    async (language, text) => {
      await i18n.changeLanguage(language);
      const calls = fakeServer(refusal);
      const { user, history } = renderApp(
        [{ path: '/auth/login', element: <LocalSignInForm onChallenge={() => undefined} /> }],
        {
          history: ['/auth/login'],
        },
      );
      const email = screen.getByLabelText(i18n.t('signIn.email'));
      await user.type(email, 'someone@gmail.com');
      await user.type(screen.getByLabelText(i18n.t('signIn.password')), 'a password');
      await user.click(screen.getByRole('button', { name: i18n.t('signIn.submit') }));
      await waitFor(() => expect(calls).toHaveLength(1));
      const error = document.getElementById(email.getAttribute('aria-describedby')!)!;
      await waitFor(() => expect(error.textContent).toBe(text));
      expect(email.getAttribute('aria-invalid')).toBe('true');
      expect(screen.queryByRole('status')).toBeNull();
      expect(history.location.pathname).toBe('/auth/login');
    },
  );
});
