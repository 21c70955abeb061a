import v8 from 'node:v8';
import vm from 'node:vm';

type Collect = (options: { type: 'major'; execution: 'sync' }) => void;
let collect: Collect | undefined;

/**
 * Asks V8 for a full collection now (its `gc`, taken from a fresh context so that this process's
 * global object gets none). For a long streaming job that makes garbage faster than V8 looks at its
 * old space: what lived across two young collections (the rows of a chunk in flight, the chunk's
 * JSON, the driver's buffers) is promoted and waits there, with the memory outside the heap it
 * holds, until the old space reaches a limit V8 sets at several times the live heap. A bulk file of
 * 100,000 rows grew the server by ~200 MB that way; collecting every 10,000 rows keeps it near what
 * 10,000 rows cost (bench/RESULTS.md). A collection of this server's heap takes ~10-20 ms.
 */
export function collectGarbage(): void {
  if (!collect) {
    v8.setFlagsFromString('--expose-gc');
    collect = vm.runInNewContext('gc') as Collect;
  }
  collect({ type: 'major', execution: 'sync' });
}
