import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderApp } from '../testing/render-app';
import { useHeldNotice } from './use-held-notice';

/** A screen whose guarded call answered `result`: "Saved" only when it was not held. */
function Screen({ result }: { result: unknown }) {
  const held = useHeldNotice();
  const [said, setSaid] = useState('');
  return (
    <>
      <button type="button" onClick={() => setSaid(held(result) ? 'held' : 'Saved')}>
        Save
      </button>
      <p>{said}</p>
    </>
  );
}

const save = async (result: unknown) => {
  const { user } = renderApp([{ path: '/', element: <Screen result={result} /> }]);
  await user.click(screen.getByRole('button', { name: 'Save' }));
};

describe('useHeldNotice', () => {
  it('a call held for a second person (202) is said so, as information, and is not done', async () => {
    await save({ approvalId: 9, status: 'PENDING' });
    const notice = screen.getByRole('status');
    expect(notice.textContent).toBe('Sent for a second approval');
    expect(notice.dataset.type).toBe('info');
    expect(screen.getByText('held')).toBeTruthy();
  });

  it('in Arabic', async () => {
    await act(() => i18n.changeLanguage('ar'));
    await save({ approvalId: 9, status: 'PENDING' });
    expect(screen.getByRole('status').textContent).toBe('أُرسل لموافقة شخص ثانٍ');
  });

  it.each([
    ['the saved record', { id: 3, status: 'ACTIVE', version: 2 }],
    ['a decided request', { approvalId: 9, status: 'APPROVED' }],
    ['a record with a PENDING status of its own', { id: 3, status: 'PENDING' }],
    ['no body (204)', undefined],
    ['null', null],
  ])('any other answer (%s) is left to the screen, which says it is done', async (_, result) => {
    await save(result);
    expect(screen.getByText('Saved')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
