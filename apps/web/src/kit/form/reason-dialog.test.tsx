// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { blockAppUser } from '@cmt/contract/endpoints/app-users';
import { i18n, initI18n } from '../../lib/i18n';
import { ReasonDialog } from './reason-dialog';

function renderDialog(onConfirm: (reason: string) => void) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <ReasonDialog
          open
          title="Block Mona Adel"
          message="She will not be able to use the app."
          severity="warning"
          label="Reason"
          submitLabel="Block"
          busy={false}
          schema={blockAppUser.body}
          onConfirm={onConfirm}
          onClose={() => undefined}
        />
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('ReasonDialog', () => {
  beforeAll(() => initI18n({ languages: ['en', 'ar'], defaultLanguage: 'en' }));
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it("refuses a reason the endpoint would refuse, with the contract's message, and sends nothing", async () => {
    const onConfirm = vi.fn();
    renderDialog(onConfirm);
    await userEvent.type(screen.getByRole('textbox', { name: /reason/i }), 'no');
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Enter the reason (at least 3 characters)')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('says it in the UI language', async () => {
    await i18n.changeLanguage('ar');
    renderDialog(vi.fn());
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    const helper = await screen.findByText(/3/);
    expect(helper.textContent).toMatch(/[\u0600-\u06FF]/);
  });

  it('hands over the trimmed reason when it is valid', async () => {
    const onConfirm = vi.fn();
    renderDialog(onConfirm);
    await userEvent.type(screen.getByRole('textbox', { name: /reason/i }), '  Fraud report 1182  ');
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('Fraud report 1182'));
  });
});
