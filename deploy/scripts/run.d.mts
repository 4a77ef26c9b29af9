// Types for run.mjs, which is plain JavaScript so that it runs before `npm ci` installs TypeScript.
import type { ChildProcess, SpawnOptions } from 'node:child_process';

/** The repository root. */
export const root: string;
/** Every app built with rspack, with the file whose presence means "built". */
export const apps: { name: string; built: string }[];
/** Runs a command to completion, inheriting stdio; rejects on a non-zero exit. */
export function run(command: string, args: string[], options?: SpawnOptions): Promise<void>;
/** Starts a long-running command in a process group of its own, ended with this process. */
export function startGroup(command: string, args: string[], options?: SpawnOptions): ChildProcess;
/** Ends the groups of `children` (every started group by default): SIGTERM, then SIGKILL after `graceMs`. */
export function endGroups(children?: ChildProcess[], graceMs?: number): Promise<void>;
/** Installs dependencies when they are missing. */
export function ensureInstalled(): Promise<void>;
/** Builds the apps that have no production build yet (all of them with `force`), two at a time. */
export function buildApps(options?: { force?: boolean }): Promise<void>;
