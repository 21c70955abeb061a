import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StaffUser } from '@cmt/contract/endpoints/local-users';
import { answer, fakeServer, renderApp } from '../../../kit/testing/render-app';
import { i18n } from '../../../lib/i18n';
import { CreateStaffUserDialog } from './create-staff-user-dialog';
import { EditStaffUserDialog } from './edit-staff-user-dialog';

/** The server's refusal of an email outside the two company domains (docs/requirements.md §P6), as the API sends it. */
const refusal = (key: 'companyEmailOnly' | 'companyEmailDisableOnly') =>
  answer(400, {
    code: 'DOMAIN_NOT_ALLOWED',
    message: 'Use a company email: one on lucky.app or connect.money',
    details: [
      {
        path: ['body', 'email'],
        message: 'Use a company email: one on lucky.app or connect.money',
        key,
        params: { appDomain: 'lucky.app', partnerDomain: 'connect.money' },
      },
    ],
  });

/** The text under a field (its MUI helper text, which describes the input). */
const descriptionOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

const legacy: StaffUser = {
  id: 9,
  email: 'legacy@gmail.com',
  name: 'Legacy',
  permissions: [],
  isActive: true,
  hasGoogle: false,
  lastLoginAt: null,
  version: 2,
  createdAt: '2026-01-01T10:00:00.000Z',
};

describe('an email outside the company domains, refused by the server', () => {
  it.each([
    ['en', 'Use a company email: one on lucky.app or connect.money'],
    ['ar', 'استخدم بريد الشركة الإلكتروني: على \u2068lucky.app\u2069 أو \u2068connect.money\u2069'],
  ])('shows the refusal on the new account’s email field (%s)', async (language, text) => {
    await i18n.changeLanguage(language);
    const calls = fakeServer(() => refusal('companyEmailOnly'));
    const onClose = vi.fn();
    const { user } = renderApp([{ path: '/', element: <CreateStaffUserDialog onClose={onClose} /> }]);
    const dialog = await screen.findByRole('dialog');
    const [email, name] = within(dialog).getAllByRole('textbox');
    await user.type(email!, 'someone@gmail.com');
    await user.type(name!, 'Someone');
    await user.type(dialog.querySelector('input[type="password"]')!, 'a long enough password');
    await user.click(within(dialog).getAllByRole('button').at(-1)!);
    // No permissions chosen: the screen asks first.
    const confirm = await screen.findByRole('dialog', {
      name: i18n.t('noPermissionsTitle', { ns: 'localUsers' }),
    });
    await user.click(within(confirm).getAllByRole('button').at(-1)!);

    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(descriptionOf(email!)).toBe(text));
    expect(email!.getAttribute('aria-invalid')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows why an existing account outside them can only be disabled, on its email field', async () => {
    await i18n.changeLanguage('fr');
    fakeServer(() => refusal('companyEmailDisableOnly'));
    const { user } = renderApp([
      { path: '/', element: <EditStaffUserDialog user={legacy} onClose={vi.fn()} /> },
    ]);
    const dialog = await screen.findByRole('dialog');
    const email = within(dialog).getByDisplayValue('legacy@gmail.com');
    expect(email.hasAttribute('readonly')).toBe(true);
    await user.type(within(dialog).getByDisplayValue('Legacy'), ' Two');
    await user.click(within(dialog).getAllByRole('button').at(-1)!);
    await waitFor(() =>
      expect(descriptionOf(email)).toBe(
        'L’adresse de ce compte n’est pas sur lucky.app ni connect.money : le compte peut seulement être désactivé',
      ),
    );
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });
});
