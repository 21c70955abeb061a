import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PermissionKey } from '@cmt/contract/permissions';
import { answer, fakeServer, type ApiCall } from '../../../kit/testing/render-app';
import { renderPage } from '../../../kit/testing/render-page';
import SearchDialog from './search-dialog';

/** The fake API: a customer and a case found, and the case staff for the assignee picker. */
function serve() {
  return fakeServer((call: ApiCall) => {
    if (call.url.includes('/search?'))
      return answer(200, {
        groups: [
          {
            kind: 'customers',
            items: [{ id: 12, title: 'Mona Adel', titleAr: null, detail: '010•••••123' }],
          },
          {
            kind: 'cases',
            items: [{ id: 41, title: 'Cashout never arrived', titleAr: null, detail: 'CMP-2026-000007' }],
          },
        ],
      });
    if (call.url.includes('/cases/staff')) return answer(200, { items: [] });
    return answer(404, { code: 'NOT_FOUND', message: 'not faked' });
  });
}

const customerAndCases: PermissionKey[] = ['manage-app-users', 'manage-cases-read'];

async function search(permissions: PermissionKey[]) {
  serve();
  const page = renderPage(<SearchDialog open onClose={() => {}} />, { path: '/app', permissions });
  const field = await screen.findByRole('combobox', { name: /National id/ });
  await page.user.type(field, 'Mona');
  await screen.findByRole('listbox', { name: 'Search results' });
  return { ...page, field };
}

describe('the global search and cases', () => {
  it('opens a case found by reference on its page', async () => {
    await search(customerAndCases);
    const found = await screen.findByRole('option', { name: /CMP-2026-000007/ });
    expect(found.getAttribute('href')).toBe('/app/cases/41');
    // Staff who only read cases are offered no "Open a case".
    expect(screen.queryByRole('option', { name: /Open a case/ })).toBeNull();
  });

  it('offers "Open a case about" a customer as an option of its own, chosen with the keyboard', async () => {
    const { user, field } = await search([...customerAndCases, 'manage-cases-work']);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Mona Adel010•••••123',
      'Open a case about Mona Adel',
      'Cashout never arrivedCMP-2026-000007',
    ]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(field.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Open a case' }, { timeout: 10_000 });
    const links = within(dialog).getByRole('group', { name: 'Linked records' });
    expect(within(links).getByText('Customer: Mona Adel')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search' })).toBeNull());
  });
});
