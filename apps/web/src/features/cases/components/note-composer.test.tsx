import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fakeServer } from '../../../kit/testing/render-app';
import { renderPage } from '../../../kit/testing/render-page';
import { sara, samir } from '../testing-fixtures';
import { NoteComposer } from './note-composer';

const NOTES = '/api/v2/cmt-backend/cases/12/notes';

function serve() {
  return fakeServer((call) => {
    if (call.method === 'GET' && call.url.startsWith('/api/v2/cmt-backend/cases/staff')) {
      const q = new URL(call.url, 'http://x').searchParams.get('q')?.toLowerCase() ?? '';
      return answer(200, { items: [sara, samir].filter((s) => s.name.toLowerCase().includes(q)) });
    }
    if (call.method === 'POST' && call.url === NOTES)
      return answer(200, {
        id: 30,
        text: (call.body as { text: string }).text,
        author: samir,
        mentions: [sara],
        refersTo: null,
        createdAt: '2026-03-01T10:00:00.000Z',
      });
    return answer(404, { code: 'NOT_FOUND', message: 'not faked' });
  });
}

const render = () =>
  renderPage(<NoteComposer caseId={12} correcting={null} onCancelCorrection={() => undefined} />, {
    path: '/',
    permissions: ['manage-cases-read', 'manage-cases-work'],
  });

describe('NoteComposer', () => {
  it('@ and letters list the staff who match (an ARIA combobox); the keyboard picks one and its id is sent', async () => {
    const calls = serve();
    const { user } = render();
    const field = screen.getByRole('combobox', { name: /Note/ });
    expect(field.getAttribute('aria-expanded')).toBe('false');
    await user.type(field, 'Please check, @sa');
    const list = await screen.findByRole('listbox', { name: 'Staff to mention' });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(field.getAttribute('aria-controls')).toBe(list.id);
    // The first is active; ArrowDown moves to the second (Samir), ArrowUp back to Sara.
    const options = screen.getAllByRole('option');
    expect(field.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    await user.keyboard('{ArrowDown}');
    expect(field.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect((field as HTMLTextAreaElement).value).toBe('Please check, @Sara Adel ');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.type(field, 'today');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: NOTES,
      body: { text: 'Please check, @Sara Adel today', mentions: [7], refersTo: null },
    });
    expect(await screen.findByText('The note was added')).toBeTruthy();
    expect((field as HTMLTextAreaElement).value).toBe('');
  });

  it('Escape closes the suggestions; a name taken out of the text is not mentioned', async () => {
    const calls = serve();
    const { user } = render();
    const field = screen.getByRole('combobox', { name: /Note/ });
    await user.type(field, '@sam');
    await screen.findByRole('option', { name: /Samir Nabil/ });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.clear(field);
    await user.type(field, '@sa');
    await user.click(await screen.findByRole('option', { name: /Samir Nabil/ }));
    expect((field as HTMLTextAreaElement).value).toBe('@Samir Nabil ');
    await user.clear(field);
    await user.type(field, 'No one named');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ mentions: [] });
  });

  it('refuses an empty note in the staff member’s words, sending nothing', async () => {
    const calls = serve();
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Write the note')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
