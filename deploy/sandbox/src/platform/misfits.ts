/**
 * Answers of the sandbox that do not fit the platform's document, written down where the browser suite
 * reads them: the 500 a misfit becomes may land on a page that shows a friendly error screen, so the run
 * must hear of it another way (docs/sandbox.md#the-platforms-api-as-the-sandbox-reads-it).
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';

/** Says a misfit on stderr and, when a file is given, adds it there as a line of JSON. */
export function recordMisfit(file: string | undefined, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error(message);
  if (file) appendFileSync(file, `${JSON.stringify(message)}\n`);
}

/** The misfits a file holds (none when there is no file). */
export function recordedMisfits(file: string): string[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as string);
}
