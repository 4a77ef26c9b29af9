/**
 * The browser run's summary: every test that needed a retry (a flaky test is a defect; CI's one retry
 * only detects it), and the worker time of each spec file, slowest first. Printed at the end of the
 * run and, when `E2E_SUMMARY_FILE` names a file, written there as JSON for `npm test`'s time table
 * (deploy/scripts/test.mjs).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** What `E2E_SUMMARY_FILE` holds. */
export interface RunSummary {
  /** The run's wall-clock time. */
  seconds: number;
  /** Each spec file's summed test time (every attempt), slowest first. */
  specs: { file: string; tests: number; seconds: number }[];
  /** Tests that failed a try and were tried again: what failed first, and how they ended. */
  retried: { title: string; outcome: string; errors: string[] }[];
}

const round = (ms: number) => Math.round(ms / 100) / 10;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal colours Playwright puts in messages
const firstLine = (message: string) => message.replace(/\u001b\[[0-9;]*m/g, '').split('\n')[0] ?? '';

export default class RunSummaryReporter implements Reporter {
  private readonly started = Date.now();
  private readonly specs = new Map<string, { tests: Set<string>; ms: number }>();
  private readonly firstErrors = new Map<string, string[]>();
  private readonly retried = new Map<TestCase, string[]>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.relative(process.cwd(), test.location.file);
    const spec = this.specs.get(file) ?? { tests: new Set<string>(), ms: 0 };
    spec.tests.add(test.id);
    spec.ms += result.duration;
    this.specs.set(file, spec);
    const errors = result.errors.map((error) => firstLine(error.message ?? String(error.value)));
    if (result.retry === 0) {
      // A test that passed or was skipped on its first try runs again only with its serial group.
      if (result.status !== 'passed' && result.status !== 'skipped') this.firstErrors.set(test.id, errors);
    } else if (this.firstErrors.has(test.id)) this.retried.set(test, this.firstErrors.get(test.id) ?? errors);
  }

  onEnd(result: FullResult): void {
    // `--list` and a run that found no test have nothing to sum up.
    if (this.specs.size === 0) return;
    const summary: RunSummary = {
      seconds: round(Date.now() - this.started),
      specs: [...this.specs]
        .map(([file, { tests, ms }]) => ({ file, tests: tests.size, seconds: round(ms) }))
        .sort((a, b) => b.seconds - a.seconds),
      retried: [...this.retried].map(([test, errors]) => ({
        title: test.titlePath().filter(Boolean).join(' › '),
        outcome: test.outcome(),
        errors,
      })),
    };
    const lines = [`\nBrowser run: ${result.status} in ${summary.seconds} s.`];
    if (summary.retried.length === 0) lines.push('No test needed a retry.');
    else {
      lines.push(`${summary.retried.length} test(s) needed a retry (each a defect to fix):`);
      for (const { title, outcome, errors } of summary.retried)
        lines.push(`  - ${title} (${outcome}): ${errors[0] ?? 'no error recorded'}`);
    }
    console.log(lines.join('\n'));
    const file = process.env.E2E_SUMMARY_FILE;
    if (file) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(summary, null, 2));
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}
