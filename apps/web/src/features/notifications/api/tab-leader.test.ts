import { afterEach, describe, expect, it, vi } from 'vitest';
import { leadOnce } from './tab-leader';

/** One browser tab's use of the unread stream: what it heard, and whether it holds the stream. */
function tab(name: string) {
  const controller = new AbortController();
  const heard: number[] = [];
  const state = { leading: false, tell: (_: number) => {} };
  leadOnce<number>(
    name,
    controller.signal,
    (tell, signal) =>
      new Promise<void>((resolve) => {
        state.leading = true;
        state.tell = tell;
        signal.addEventListener('abort', () => {
          state.leading = false;
          resolve();
        });
      }),
    (value) => heard.push(value),
  );
  return { heard, state, close: () => controller.abort() };
}

const open: { close: () => void }[] = [];
const newTab = (name: string) => {
  const made = tab(name);
  open.push(made);
  return made;
};
afterEach(() => open.splice(0).forEach((t) => t.close()));

describe('leadOnce: one stream per browser, not per tab', () => {
  it('lets one tab hold the stream and tells every tab what it hears', async () => {
    const name = `unread-${Math.random()}`;
    const tabs = Array.from({ length: 7 }, () => newTab(name));
    await vi.waitFor(() => expect(tabs.filter((t) => t.state.leading)).toHaveLength(1));
    const leader = tabs.find((t) => t.state.leading)!;
    leader.state.tell(3);
    await vi.waitFor(() => tabs.forEach((t) => expect(t.heard).toEqual([3])));
  });

  it('gives a tab opened later the last count at once', async () => {
    const name = `unread-${Math.random()}`;
    const first = newTab(name);
    await vi.waitFor(() => expect(first.state.leading).toBe(true));
    first.state.tell(5);
    const later = newTab(name);
    await vi.waitFor(() => expect(later.heard).toEqual([5]));
    expect(later.state.leading).toBe(false);
  });

  it('passes the stream to another tab when the leading one closes', async () => {
    const name = `unread-${Math.random()}`;
    const first = newTab(name);
    await vi.waitFor(() => expect(first.state.leading).toBe(true));
    const second = newTab(name);
    first.close();
    await vi.waitFor(() => expect(second.state.leading).toBe(true));
    second.state.tell(1);
    expect(second.heard).toEqual([1]);
  });
});
