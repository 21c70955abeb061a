import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { listen } from '../src/db/listen.ts';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('LISTEN with a heartbeat through the notifications', () => {
  it('stays live while its heartbeats come back, and hands on only real messages', async () => {
    const states: boolean[] = [];
    const messages: string[] = [];
    const stop = listen(
      url!,
      'listen_test',
      { message: (payload) => messages.push(payload), live: (isLive) => states.push(isLive) },
      { heartbeatMs: 100 },
    );
    // Another connection on the channel hears the heartbeats too. A beat is sent only once the one
    // before it came back (or the connection is dropped), so eight heard means at least seven came back.
    const other = new pg.Client({ connectionString: url });
    let heartbeats = 0;
    try {
      await other.connect();
      other.on('notification', ({ payload }) => {
        if (/^heartbeat:[^:]+:\d+$/.test(payload ?? '')) heartbeats++;
      });
      await other.query('LISTEN listen_test');
      await expect.poll(() => states.at(-1), { timeout: 5000 }).toBe(true);
      await expect.poll(() => heartbeats, { timeout: 5000 }).toBeGreaterThanOrEqual(8);
      await other.query("select pg_notify('listen_test', '42')");
      await expect.poll(() => messages, { timeout: 2000 }).toEqual(['42']);
      expect(states).toEqual([true]);
    } finally {
      await stop();
      await other.end();
    }
    expect(states).toEqual([true, false]);
  });

  it('names each listener in its beats: listeners learn of each other at once, by hello and answer', async () => {
    const peers = { a: [] as string[], b: [] as string[] };
    const live = { a: false, b: false };
    const handlers = (name: 'a' | 'b') => ({
      self: `listener-${name}`,
      message: () => {},
      live: (isLive: boolean) => (live[name] = isLive),
      peer: (id: string) => peers[name].push(id),
    });
    // Beats a minute apart: what they hear of each other within seconds is the hello and its answer.
    const stopA = listen(url!, 'listen_test_peers', handlers('a'), { heartbeatMs: 60_000 });
    // A listens before B says hello.
    await expect.poll(() => live.a, { timeout: 5000 }).toBe(true);
    const stopB = listen(url!, 'listen_test_peers', handlers('b'), { heartbeatMs: 60_000 });
    try {
      await expect.poll(() => peers.a, { timeout: 3000 }).toContain('listener-b');
      await expect.poll(() => peers.b, { timeout: 3000 }).toContain('listener-a');
      expect(peers.a).not.toContain('listener-a');
      expect(peers.b).not.toContain('listener-b');
    } finally {
      await Promise.all([stopA(), stopB()]);
    }
  });

  it('drops a connection whose heartbeat does not come back, and connects again', async () => {
    const states: boolean[] = [];
    // A listener on one channel whose beats are sent on another never hears them back: the case of
    // a connection that answers queries but no longer delivers notifications.
    const stop = listen(
      url!,
      'listen_test_deaf',
      { message: () => {}, live: (isLive) => states.push(isLive) },
      { heartbeatMs: 100, heartbeatChannel: 'listen_test_elsewhere' },
    );
    try {
      await expect.poll(() => states.filter((state) => !state).length, { timeout: 5000 }).toBeGreaterThan(0);
      await expect.poll(() => states.filter((state) => state).length, { timeout: 5000 }).toBeGreaterThan(1);
    } finally {
      await stop();
    }
  });
});
