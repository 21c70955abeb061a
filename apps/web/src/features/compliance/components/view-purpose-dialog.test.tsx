// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { IdImageViewPurpose } from '@cmt/contract/endpoints/compliance';
import { i18n, initI18n } from '../../../lib/i18n';
import { ViewPurposeDialog } from './view-purpose-dialog';

function renderDialog(onShow: (purpose: IdImageViewPurpose) => Promise<string | null>) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <ViewPurposeDialog
          open
          name="Mona Adel"
          initial={{ reason: 'KYC_REVIEW', reference: 'KYC-41' }}
          busy={false}
          onClose={() => undefined}
          onShow={onShow}
        />
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('ViewPurposeDialog', () => {
  beforeAll(() => initI18n({ languages: ['en', 'ar'], defaultLanguage: 'en' }));

  it("refuses a reference shorter than the contract's rule, with its message, and shows nothing", async () => {
    const onShow = vi.fn(async () => null);
    renderDialog(onShow);
    const reference = screen.getByRole('textbox', { name: /reference/i });
    await userEvent.clear(reference);
    await userEvent.type(reference, ' K1 ');
    await userEvent.click(screen.getByRole('button', { name: 'Show the images' }));
    expect(await screen.findByText('Enter the reference: a ticket, letter or case number')).toBeTruthy();
    expect(onShow).not.toHaveBeenCalled();
  });

  it('says it in the UI language', async () => {
    await i18n.changeLanguage('ar');
    renderDialog(vi.fn(async () => null));
    const reference = screen.getByRole('textbox');
    await userEvent.clear(reference);
    await userEvent.click(screen.getByRole('button', { name: 'عرض الصور' }));
    await waitFor(() => expect(reference.getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(reference.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toMatch(/[\u0600-\u06FF]/);
    expect(message?.textContent).not.toMatch(/ticket/);
  });

  it('shows the images for the pre-filled purpose, the reference trimmed, and a refusal on the field', async () => {
    const onShow = vi.fn(async () => 'Another staff member used this reference');
    renderDialog(onShow);
    const reference = screen.getByRole('textbox', { name: /reference/i });
    await userEvent.type(reference, '  ');
    await userEvent.click(screen.getByRole('button', { name: 'Show the images' }));
    await waitFor(() => expect(onShow).toHaveBeenCalledWith({ reason: 'KYC_REVIEW', reference: 'KYC-41' }));
    expect(await screen.findByText('Another staff member used this reference')).toBeTruthy();
  });
});
