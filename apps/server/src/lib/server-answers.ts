/**
 * Whether a server already answers on `port` of this machine: on the embedded database it holds the
 * data folder, which one process at a time may open (the set-up commands refuse meanwhile).
 */
export async function serverAnswers(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/livez`, { signal: AbortSignal.timeout(1500) });
    return response.ok;
  } catch {
    return false;
  }
}
