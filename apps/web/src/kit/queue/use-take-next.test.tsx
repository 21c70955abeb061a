import { act, screen, waitFor } from '@testing-library/react';
import { Link, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { takeNextCashout } from '@cmt/contract/endpoints/affiliate';
import { addressOf, answer, fakeServer, renderApp } from '../testing/render-app';
import { useNextAfterDecision, useOpenedFromQueue, useTakeNext } from './use-take-next';

const hrefOf = (item: { id: number }) => `/cashouts/${item.id}`;

function List() {
  const next = useTakeNext(takeNextCashout, hrefOf);
  return (
    <button type="button" onClick={next.take}>
      Take next
    </button>
  );
}

function Item({ always }: { always?: boolean }) {
  const { id } = useParams();
  const next = useNextAfterDecision(takeNextCashout, hrefOf, {
    listHref: '/cashouts?status=PENDING',
    always,
  });
  return (
    <>
      <h1>Cashout {id}</h1>
      <p>{next.fromQueue ? 'From the queue' : 'Opened directly'}</p>
      <button type="button" onClick={next.decided}>
        Approve
      </button>
    </>
  );
}

/** The queue's next answers: these items in turn, then nothing. */
function queueServer(ids: number[]) {
  const waiting = [...ids];
  return fakeServer((call) => {
    if (call.method === 'POST' && call.url.endsWith('/payment/affiliate/cashouts/next')) {
      const id = waiting.shift();
      return answer(200, {
        item: id ? { id, claimedUntil: '2026-01-01T10:15:00.000Z', documentNumber: null } : null,
      });
    }
    return answer(404, { code: 'NOT_FOUND', message: 'not faked' });
  });
}

const render = (address: string, always?: boolean) =>
  renderApp(
    [
      { path: '/cashouts', element: <List /> },
      { path: '/cashouts/:id', element: <Item always={always} /> },
    ],
    { history: [address] },
  );

describe('useNextAfterDecision', () => {
  it('after a decision on an item taken from the queue, the next one opens; none left: the list, with a message', async () => {
    const calls = queueServer([21, 22]);
    const { user, history } = render('/cashouts?status=PENDING');
    await user.click(screen.getByRole('button', { name: 'Take next' }));
    expect(await screen.findByRole('heading', { name: 'Cashout 21' })).toBeTruthy();
    expect(screen.getByText('From the queue')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('heading', { name: 'Cashout 22' })).toBeTruthy();
    // The next item is itself from the queue: the reviewer keeps going.
    expect(screen.getByText('From the queue')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Nothing is waiting: the queue is empty',
    );
    await waitFor(() => expect(addressOf(history)).toBe('/cashouts?status=PENDING'));
    expect(calls.map((call) => call.method)).toEqual(['POST', 'POST', 'POST']);
  });

  it('an item opened from a list row or a link stays on screen after its decision', async () => {
    const calls = queueServer([31]);
    const { user, history } = render('/cashouts/30');
    expect(screen.getByText('Opened directly')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(addressOf(history)).toBe('/cashouts/30');
    expect(calls).toHaveLength(0);
  });

  it('with `always` (a page that is only its queue) it moves on however the item was opened', async () => {
    const calls = queueServer([41]);
    const { user } = render('/cashouts/40', true);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('heading', { name: 'Cashout 41' })).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('says so when the next item could not be taken, and stays', async () => {
    fakeServer(() => answer(500, { code: 'INTERNAL', message: 'down' }));
    const { user, history } = render('/cashouts/50', true);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Could not take the next item');
    expect(addressOf(history)).toBe('/cashouts/50');
  });
});

describe('useOpenedFromQueue', () => {
  function Queue() {
    const next = useTakeNext(takeNextCashout, hrefOf);
    return (
      <>
        <button type="button" onClick={next.take}>
          Take next
        </button>
        <Link to="/cashouts/9">Cashout 9</Link>
        <Link to="/cashouts/9" state={{ fromQueue: 'yes' }}>
          Cashout 9, other state
        </Link>
      </>
    );
  }
  function Where() {
    const { id } = useParams();
    return <h1>{`Cashout ${id}: ${useOpenedFromQueue() ? 'from the queue' : 'opened directly'}`}</h1>;
  }
  const renderQueue = (address = '/cashouts') =>
    renderApp(
      [
        { path: '/cashouts', element: <Queue /> },
        { path: '/cashouts/:id', element: <Where /> },
      ],
      { history: [address] },
    );

  it('is true on the item Take next opened, and again when Back returns to it', async () => {
    queueServer([21]);
    const { user, history } = renderQueue();
    await user.click(screen.getByRole('button', { name: 'Take next' }));
    expect(await screen.findByRole('heading', { name: 'Cashout 21: from the queue' })).toBeTruthy();
    act(() => history.push('/cashouts/22'));
    expect(screen.getByRole('heading', { name: 'Cashout 22: opened directly' })).toBeTruthy();
    act(() => history.go(-1));
    expect(screen.getByRole('heading', { name: 'Cashout 21: from the queue' })).toBeTruthy();
  });

  it('is false on an item opened from a link, a row or the address, whatever else the entry holds', async () => {
    const { user, history } = renderQueue();
    await user.click(screen.getByRole('link', { name: 'Cashout 9' }));
    expect(screen.getByRole('heading', { name: 'Cashout 9: opened directly' })).toBeTruthy();
    act(() => history.go(-1));
    await user.click(screen.getByRole('link', { name: 'Cashout 9, other state' }));
    expect(screen.getByRole('heading', { name: 'Cashout 9: opened directly' })).toBeTruthy();
    renderQueue('/cashouts/10');
    expect(screen.getByRole('heading', { name: 'Cashout 10: opened directly' })).toBeTruthy();
  });
});
