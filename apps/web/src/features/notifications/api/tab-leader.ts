/**
 * Runs `lead` in one tab of the browser at a time and shares what it hears with every tab.
 *
 * Why: a browser opens at most 6 HTTP/1.1 connections to one host, for all its tabs together, and a
 * Server-Sent Events stream holds one for as long as it is open (5 minutes here). With a stream per
 * tab, six tabs took every connection: a seventh tab's page (or the sixth's own data, queued behind
 * its own stream) waited until some stream ended, which is how the customer page stayed on its
 * spinner for over 40 s while the API answered in 30–80 ms. One tab (the holder of a Web Lock) now
 * keeps the one stream; the others hear its counts over a BroadcastChannel, and when the leading tab
 * closes, the lock passes to another, which opens the stream.
 */
export function leadOnce<T>(
  name: string,
  signal: AbortSignal,
  lead: (tell: (value: T) => void, signal: AbortSignal) => Promise<void>,
  hear: (value: T) => void,
  locks: LockManager | undefined = typeof navigator === 'undefined' ? undefined : navigator.locks,
): void {
  if (!locks || typeof BroadcastChannel === 'undefined') {
    // An old browser: each tab keeps its own stream, as before.
    void lead(hear, signal).catch(() => undefined);
    return;
  }
  const channel = new BroadcastChannel(name);
  let leading = false;
  let last: { value: T } | null = null;
  channel.onmessage = ({ data }: MessageEvent<{ ask: true } | { value: T }>) => {
    if ('value' in data) hear(data.value);
    // A tab that just opened asks for the last value instead of waiting for the next change.
    else if (leading && last) channel.postMessage(last);
  };
  signal.addEventListener('abort', () => channel.close(), { once: true });
  channel.postMessage({ ask: true });
  const tell = (value: T) => {
    last = { value };
    hear(value);
    if (!signal.aborted) channel.postMessage(last);
  };
  locks
    .request(name, { signal }, async () => {
      leading = true;
      try {
        await lead(tell, signal);
      } finally {
        leading = false;
      }
    })
    // Aborted while waiting for the lock (the tab closed or signed out): nothing to do.
    .catch(() => undefined);
}
