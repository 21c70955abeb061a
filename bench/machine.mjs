// What every bench table says about the machine it was measured on (issue 33): a figure from a
// shared, loaded machine means little without its load.
import os from 'node:os';

/** What every bench table says about the machine: CPU model, cores, load averages (1, 5, 15 min). */
export function machineLine(loadAtStart) {
  const cpus = os.cpus();
  const load = (values) => values.map((v) => v.toFixed(2)).join(' / ');
  return `${cpus[0]?.model ?? 'CPU'} × ${cpus.length} (nproc ${os.availableParallelism()}), load average (1 / 5 / 15 min) ${loadAtStart ? `${load(loadAtStart)} at the start, ` : ''}${load(os.loadavg())} at the end`;
}
