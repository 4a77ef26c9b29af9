/** Ends a server a test started in its own process group: politely first, then for good. */
import type { ChildProcess } from 'node:child_process';

export async function endProcessGroup(
  child: ChildProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
  const send = (sig: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, sig);
    } catch {
      // Already gone.
    }
  };
  send(signal);
  await new Promise((resolve) => setTimeout(resolve, 300));
  send('SIGKILL');
}
