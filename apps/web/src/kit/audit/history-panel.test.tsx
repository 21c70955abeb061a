import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fakeServer } from '../testing/render-app';
import { renderPage } from '../testing/render-page';
import { HistoryPanel } from './history-panel';

const page = (
  <>
    <h1>Edit feature flag</h1>
    <HistoryPanel type="featureFlag" id={2} />
  </>
);

describe('HistoryPanel', () => {
  it('is a second-level heading under the page’s title, whose button opens the record’s history', async () => {
    const calls = fakeServer(() => answer(200, { items: [], total: 0, page: 1, pageSize: 20 }));
    const { user } = renderPage(page, { path: '/', permissions: ['manage-cmt'] });
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.textContent).toContain('History');
    // No heading skips a level (axe heading-order): MUI's summary heading is an h3 by default.
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /History/ }));
    expect(await screen.findByText('Nothing recorded for this record yet')).toBeTruthy();
    expect(calls.some((call) => call.url.includes('targetId=2'))).toBe(true);
  });

  it('is not shown to staff who may not open the Audit trail', () => {
    fakeServer(() => answer(200, {}));
    renderPage(page, { path: '/', permissions: ['manage-offers-offers'] });
    expect(screen.queryByRole('button', { name: /History/ })).toBeNull();
  });
});
