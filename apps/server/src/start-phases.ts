/**
 * With START_PHASES=1 (bench/restart.mjs sets it), each step of the start writes a line
 * `start phase <name> <ms> <cpu ms>` to stderr: the milliseconds since the process began, and the
 * main thread's CPU time so far (less swayed by a busy machine). Otherwise nothing.
 */
export function startPhase(name: string): void {
  if (process.env.START_PHASES !== '1') return;
  const cpu = process.threadCpuUsage();
  process.stderr.write(
    `start phase ${name} ${performance.now().toFixed(1)} ${((cpu.user + cpu.system) / 1000).toFixed(1)}\n`,
  );
}
