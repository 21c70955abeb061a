import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RuntimeConfigProvider } from '../../../lib/runtime-config';
import { answer, fakeServer } from '../../../kit/testing/render-app';
import { renderPage } from '../../../kit/testing/render-page';
import { testRuntimeConfig } from '../../../kit/testing/runtime-config';
import HomePage from './home-page';

describe('the home’s case cards', () => {
  it('shows cases due today and past due, the earliest due day as a date, each opening its filtered list', async () => {
    fakeServer(() =>
      answer(200, {
        cards: [
          { key: 'casesDueToday', count: 3, oldestAt: '2026-11-28T22:00:00.000Z' },
          // The Cairo start of 2026-11-20.
          { key: 'casesPastDue', count: 1234, oldestAt: '2026-11-19T22:00:00.000Z' },
        ],
      }),
    );
    renderPage(
      <RuntimeConfigProvider config={testRuntimeConfig([])}>
        <HomePage />
      </RuntimeConfigProvider>,
      { path: '/app/home', permissions: ['manage-cases-read'] },
    );

    const today = (await screen.findByRole('heading', { name: 'Cases due today' })).closest('li')!;
    expect(within(today).getByTestId('home-count-casesDueToday').textContent).toBe('3');
    expect(within(today).getByRole('link').getAttribute('href')).toBe('/app/cases?open=true&due=TODAY');
    expect(within(today).queryByText(/Earliest due day/)).toBeNull();

    const past = screen.getByRole('heading', { name: 'Cases past due' }).closest('li')!;
    expect(within(past).getByTestId('home-count-casesPastDue').textContent).toBe('1,234');
    expect(within(past).getByText('Earliest due day: Nov 20, 2026')).toBeTruthy();
    expect(within(past).getByRole('link').getAttribute('href')).toBe('/app/cases?open=true&due=PAST');
  });
});
