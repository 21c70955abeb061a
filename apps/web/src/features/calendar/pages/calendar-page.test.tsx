import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Holiday } from '@cmt/contract/endpoints/calendar';
import { answer, fakeServer, type ApiCall } from '../../../kit/testing/render-app';
import { dialogClosed, renderPage } from '../../../kit/testing/render-page';
import CalendarPage from './calendar-page';

const holiday = (date: string, name: string, nameAr: string | null = null): Holiday => ({
  date,
  name,
  nameAr,
  updatedAt: '2026-01-01T10:00:00.000Z',
  updatedBy: 'cal@lucky.app',
});

/** A fake calendar server: holidays of 2030 kept in memory, deadlines with versions, a count. */
function calendarServer(options: { staleDeadline?: boolean } = {}) {
  let holidays = [holiday('2030-01-07', 'Coptic Christmas', 'عيد الميلاد المجيد')];
  let version = 1;
  let complaintDays = 15;
  const calls = fakeServer((call: ApiCall) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname.endsWith('/calendar/holidays') && call.method === 'GET')
      return answer(200, { year: Number(url.searchParams.get('year')), holidays });
    if (url.pathname.endsWith('/calendar/years/2030/holidays') && call.method === 'PUT') {
      const body = call.body as { holidays: { date: string; name: string; nameAr: string | null }[] };
      holidays = body.holidays.map((h) => holiday(h.date, h.name, h.nameAr));
      return answer(200, { year: 2030, holidays });
    }
    if (url.pathname.includes('/calendar/holidays/') && call.method === 'PUT') {
      const date = url.pathname.split('/').at(-1)!;
      const body = call.body as { name: string; nameAr: string | null };
      holidays = [...holidays.filter((h) => h.date !== date), holiday(date, body.name, body.nameAr)].sort(
        (a, b) => a.date.localeCompare(b.date),
      );
      return answer(200, holiday(date, body.name, body.nameAr));
    }
    if (url.pathname.includes('/calendar/holidays/') && call.method === 'DELETE') {
      holidays = holidays.filter((h) => !url.pathname.endsWith(h.date));
      return answer(204);
    }
    if (url.pathname.endsWith('/calendar/business-days'))
      return answer(200, {
        from: url.searchParams.get('from'),
        days: Number(url.searchParams.get('days')),
        due: '2030-01-09',
        skipped: [{ date: '2030-01-07', reason: 'HOLIDAY', name: 'Coptic Christmas' }],
      });
    if (url.pathname.endsWith('/calendar/case-deadlines'))
      return answer(200, {
        items: [
          { kind: 'COMPLAINT', businessDays: complaintDays, version },
          { kind: 'DISPUTE', businessDays: 10, version: 1 },
          { kind: 'FRAUD_SUSPICION', businessDays: 5, version: 1 },
          { kind: 'AML_REVIEW', businessDays: 5, version: 1 },
          { kind: 'OTHER', businessDays: 10, version: 1 },
        ],
      });
    if (url.pathname.endsWith('/calendar/case-deadlines/COMPLAINT')) {
      if (options.staleDeadline && version === 1) {
        // Someone else saved first.
        version = 2;
        complaintDays = 12;
        return answer(412, { message: 'Someone else changed this record', code: 'STALE_RECORD' });
      }
      complaintDays = (call.body as { businessDays: number }).businessDays;
      version += 1;
      return answer(
        200,
        { kind: 'COMPLAINT', businessDays: complaintDays, version },
        { etag: `"${version}"` },
      );
    }
    return answer(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
  return calls;
}

const open = () =>
  renderPage(<CalendarPage />, {
    path: '/app/calendar',
    url: '/app/calendar?year=2030',
    permissions: ['manage-calendar'],
  });

describe('the calendar screen', () => {
  it('shows the year’s holidays with their weekday, and the count from a day with the days skipped', async () => {
    calendarServer();
    open();
    const table = await screen.findByRole('table', { name: 'Public holidays of 2030, by date' });
    const row = within(table).getByRole('row', { name: /Coptic Christmas/ });
    expect(row.textContent).toContain('Jan 7, 2030');
    expect(row.textContent).toContain('Monday');
    expect(row.textContent).toContain('عيد الميلاد المجيد');
    expect((await screen.findByTestId('business-days-due')).textContent).toBe('Due on Wednesday Jan 9, 2030');
    expect(screen.getByRole('list', { name: 'Days skipped' }).textContent).toContain(
      'Holiday: Coptic Christmas',
    );
  });

  it('enters the year’s holidays in one go: previews each line’s problem, saves only once all read', async () => {
    const calls = calendarServer();
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Enter the year’s holidays' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter the holidays of 2030 in one go' });
    const lines = within(dialog).getByRole('textbox', { name: 'Holidays, one per line' });
    expect((lines as HTMLTextAreaElement).value).toBe('2030-01-07 Coptic Christmas | عيد الميلاد المجيد');
    await user.clear(lines);
    await user.click(lines);
    await user.paste('2030-04-25 Sinai Liberation Day\n2031-01-07 Next year\n2030-07-23 Revolution Day');
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Preview: 2 holidays read, 1 lines with a problem',
    );
    expect(within(dialog).getByText('Line 2: This date is not in 2030')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save the year’s holidays' }));
    expect(await within(dialog).findByText('Fix the lines with a problem first.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    // Line 2 removed: the list is sent, sorted by date.
    await user.clear(lines);
    await user.click(lines);
    await user.paste('2030-07-23 Revolution Day\n2030-04-25 Sinai Liberation Day | عيد تحرير سيناء');
    await user.click(within(dialog).getByRole('button', { name: 'Save the year’s holidays' }));
    await dialogClosed();
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.url).toMatch(/\/calendar\/years\/2030\/holidays$/);
    expect(put.body).toEqual({
      holidays: [
        { date: '2030-04-25', name: 'Sinai Liberation Day', nameAr: 'عيد تحرير سيناء' },
        { date: '2030-07-23', name: 'Revolution Day', nameAr: null },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Public holidays of 2030, by date' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
  });

  it('adds a holiday (a date outside 2000–2100 refused on the form) and renames one', async () => {
    const calls = calendarServer();
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Add a holiday' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a public holiday' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Date/ }), '2101-01-01');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Slip');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Use a date from 2000 to 2100')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    const date = within(dialog).getByRole('textbox', { name: /^Date/ });
    await user.clear(date);
    await user.type(date, '2030-01-25');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await dialogClosed();
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.url).toMatch(/\/calendar\/holidays\/2030-01-25$/);
    expect(put.body).toEqual({ name: 'Slip', nameAr: null });

    await user.click(await screen.findByRole('button', { name: 'Rename Coptic Christmas' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename the holiday of Jan 7, 2030' });
    const name = within(rename).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Christmas');
    await user.click(within(rename).getByRole('button', { name: 'Save' }));
    await dialogClosed();
    expect(calls.filter((call) => call.method === 'PUT')[1]!.body).toEqual({
      name: 'Christmas',
      nameAr: 'عيد الميلاد المجيد',
    });
  });

  it('deletes a holiday once confirmed', async () => {
    const calls = calendarServer();
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Delete Coptic Christmas' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(calls.find((call) => call.method === 'DELETE')!.url).toMatch(/\/calendar\/holidays\/2030-01-07$/);
    expect(await screen.findByText('No public holidays entered for 2030 yet.')).toBeTruthy();
  });

  it('saves a kind’s business days with its version; changed by someone else (412): Reload shows theirs', async () => {
    const calls = calendarServer({ staleDeadline: true });
    const { user } = open();
    const field = await screen.findByRole('textbox', { name: 'Business days: Complaint' });
    await user.clear(field);
    await user.type(field, '10');
    await user.click(screen.getByRole('button', { name: 'Save the business days of Complaint' }));
    const stale = await screen.findByRole('dialog');
    const save = calls.find((call) => call.method === 'PUT')!;
    expect(save.headers['If-Match']).toBe('"1"');
    expect(save.body).toEqual({ businessDays: 10 });
    await user.click(within(stale).getByRole('button', { name: /Reload/ }));
    await dialogClosed();
    await waitFor(() =>
      expect(
        (screen.getByRole('textbox', { name: 'Business days: Complaint' }) as HTMLInputElement).value,
      ).toBe('12'),
    );

    // Saved again over the version now shown.
    await user.clear(screen.getByRole('textbox', { name: 'Business days: Complaint' }));
    await user.type(screen.getByRole('textbox', { name: 'Business days: Complaint' }), '61');
    await user.click(screen.getByRole('button', { name: 'Save the business days of Complaint' }));
    expect(await screen.findByText('From 1 to 60')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'Business days: Complaint' }));
    await user.type(screen.getByRole('textbox', { name: 'Business days: Complaint' }), '11');
    await user.click(screen.getByRole('button', { name: 'Save the business days of Complaint' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PUT')[1]!.headers['If-Match']).toBe('"2"');
    expect(await screen.findByText('Deadline of Complaint saved.')).toBeTruthy();
  });
});
