// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { RejectDialog } from './reject-dialog';

function renderDialog(onReject: (input: { reason: string; note?: string }) => void) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: <RejectDialog open busy={false} onClose={() => undefined} onReject={onReject} />,
    },
  ]);
  render(<RouterProvider router={router} />);
}

async function choose(reason: string) {
  await userEvent.click(screen.getByRole('combobox', { name: /reason/i }));
  await userEvent.click(await screen.findByRole('option', { name: reason }));
}

describe('RejectDialog', () => {
  beforeAll(() => initI18n({ languages: ['en', 'ar'], defaultLanguage: 'en' }));

  it('refuses "Other" without a note of 3 characters, with the contract\'s message, and rejects nothing', async () => {
    const onReject = vi.fn();
    renderDialog(onReject);
    await choose('Other (explain)');
    await userEvent.type(screen.getByRole('textbox', { name: /note for the customer/i }), '  ok ');
    await userEvent.click(screen.getByRole('button', { name: 'Reject profile' }));
    expect(await screen.findByText('Explain the reason')).toBeTruthy();
    expect(onReject).not.toHaveBeenCalled();
    // Another reason needs no note: the refusal goes with "Other".
    await choose('On the AML blacklist');
    await waitFor(() => expect(screen.queryByText('Explain the reason')).toBeNull());
  });

  it('refuses to reject without a reason from the list', async () => {
    const onReject = vi.fn();
    renderDialog(onReject);
    await userEvent.click(screen.getByRole('button', { name: 'Reject profile' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /reason/i }).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(onReject).not.toHaveBeenCalled();
  });

  it('hands over the reason and the trimmed note', async () => {
    const onReject = vi.fn();
    renderDialog(onReject);
    await choose('Other (explain)');
    await userEvent.type(
      screen.getByRole('textbox', { name: /note for the customer/i }),
      '  The address on the card is cut off  ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reject profile' }));
    await waitFor(() =>
      expect(onReject).toHaveBeenCalledWith({ reason: 'OTHER', note: 'The address on the card is cut off' }),
    );
  });

  it('needs no note for a reason from the list, and sends none', async () => {
    const onReject = vi.fn();
    renderDialog(onReject);
    await choose('On the AML blacklist');
    await userEvent.click(screen.getByRole('button', { name: 'Reject profile' }));
    await waitFor(() => expect(onReject).toHaveBeenCalledWith({ reason: 'AML_LISTED' }));
  });
});
