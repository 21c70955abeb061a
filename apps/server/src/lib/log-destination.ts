import type { Writable } from 'node:stream';

/**
 * Where the server's log lines go: the process's stdout stream, written as lines come, with nothing
 * left to flush at exit. pino's default destination (a SonicBoom on fd 1) registers an on-exit
 * handler that flushes its buffer synchronously and retries for ever: with a reader that stopped
 * reading or went away while the pipe stayed open (a parent that died, `npm start` under a
 * supervisor), `process.exit` never returned and SIGTERM's bound could not fire. Here:
 * - a stdout whose reader is gone (EPIPE, or any error) ends logging, silently: the process goes on;
 * - while the reader is slower than the log, at most `maxBufferedBytes` wait in memory; lines beyond
 *   that are dropped (and counted in the next line that gets through), never blocking a request;
 * - at exit, what has not been written is abandoned: exit is never held by the log.
 */
export function stdoutLog(
  stream: Writable = process.stdout,
  { maxBufferedBytes = 4 * 1024 * 1024 }: { maxBufferedBytes?: number } = {},
): { write(line: string): void } {
  let gone = false;
  let dropped = 0;
  stream.on('error', () => {
    gone = true;
  });
  return {
    write(line) {
      if (gone || stream.destroyed || !stream.writable) return;
      if (stream.writableLength > maxBufferedBytes) {
        dropped++;
        return;
      }
      if (dropped) {
        stream.write(
          `{"level":40,"time":${Date.now()},"msg":"${dropped} log lines dropped: stdout was not read"}\n`,
        );
        dropped = 0;
      }
      stream.write(line);
    },
  };
}
