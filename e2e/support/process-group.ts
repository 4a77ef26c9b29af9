/** Ends a server a test started in its own process group: politely first, then for good. */
import type { ChildProcess } from 'node:child_process';

export async function endProcessGroup(
  child: ChildProcess,
  signal: NodeJS.Signals = 'SIGTERM',
  graceMs = 10_000,
): Promise<void> {
  const send = (sig: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, sig);
    } catch {
      // Already gone.
    }
  };
  const alive = () => {
    try {
      if (child.pid) process.kill(-child.pid, 0);
      return Boolean(child.pid);
    } catch {
      return false;
    }
  };
  send(signal);
  // A host server writes what its analytics queue holds and closes its store on the way out.
  for (let waited = 0; alive() && waited < graceMs; waited += 100)
    await new Promise((resolve) => setTimeout(resolve, 100));
  send('SIGKILL');
}
