/**
 * The host server's settings, all from environment variables:
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | PORT | 3000 | port to listen on |
 * | HOST | 127.0.0.1 | address to listen on (0.0.0.0 in a container) |
 * | CORE_API_URL | http://localhost:4001 | core API upstream (the sandbox locally): `/api/v0/*` is proxied there and shop configurations come from it |
 * | VOLTA_API_URL | http://localhost:4001/volta | volta API upstream: `/volta/*` is proxied there |
 * | ORIGIN_OVERRIDE | (none) | serve this merchant whatever the host name (local use) |
 * | CONFIG_TTL_MS | 60000 | how long a shop configuration is cached |
 * | APPS_ROOT | the repository root | folder holding `<app>/dist` and `<app>/package.json` of the host and remotes |
 * | REMOTE_AUTH_ENTRY, REMOTE_SELECTION_ENTRY, REMOTE_CARRIERS_ENTRY, REMOTE_CONFIRMATION_ENTRY | served here | manifest URL of a remote deployed on its own |
 * | LOG_LEVEL | info | pino log level |
 * | SECURE_HEADERS_HTTPS | false | behind https: send HSTS and upgrade-insecure-requests |
 * | UPLOAD_DIR | `.storage/uploads` in the repository | where gatekeeping photos are stored |
 */
import path from 'node:path';
import { z } from 'zod';

/** The four remotes: Module Federation name, package folder, and the variable that can move it. */
export const REMOTES = [
  { name: 'remote_auth', app: 'remote-auth', env: 'REMOTE_AUTH_ENTRY' },
  { name: 'remote_selection', app: 'remote-selection', env: 'REMOTE_SELECTION_ENTRY' },
  { name: 'remote_carriers', app: 'remote-carriers', env: 'REMOTE_CARRIERS_ENTRY' },
  { name: 'remote_confirmation', app: 'remote-confirmation', env: 'REMOTE_CONFIRMATION_ENTRY' },
] as const;

/** Every app the server serves under `/apps/{app}/{version}/`. */
export const APPS = ['host', ...REMOTES.map((remote) => remote.app)] as const;

const envSchema = z.object({
  PORT: z.coerce.number().int().positive().default(3000),
  HOST: z.string().default('127.0.0.1'),
  CORE_API_URL: z.url().default('http://localhost:4001'),
  VOLTA_API_URL: z.url().default('http://localhost:4001/volta'),
  ORIGIN_OVERRIDE: z.string().optional(),
  CONFIG_TTL_MS: z.coerce.number().int().nonnegative().default(60_000),
  APPS_ROOT: z.string().default(path.resolve(import.meta.dirname, '../..')),
  REMOTE_AUTH_ENTRY: z.url().optional(),
  REMOTE_SELECTION_ENTRY: z.url().optional(),
  REMOTE_CARRIERS_ENTRY: z.url().optional(),
  REMOTE_CONFIRMATION_ENTRY: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SECURE_HEADERS_HTTPS: z.stringbool().default(false),
  UPLOAD_DIR: z.string().default(path.resolve(import.meta.dirname, '../../.storage/uploads')),
});

/** Parsed settings. */
export interface ServerOptions {
  port: number;
  host: string;
  coreApiUrl: string;
  voltaApiUrl: string;
  originOverride?: string;
  configTtlMs: number;
  appsRoot: string;
  /** Remote name → absolute manifest URL, for remotes not served here. */
  remoteEntries: Partial<Record<(typeof REMOTES)[number]['name'], string>>;
  logLevel: string;
  httpsHeaders: boolean;
  uploadDir: string;
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: NodeJS.WritableStream;
}

/** Reads the settings from `env`, failing with every bad variable named. */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerOptions {
  const parsed = envSchema.parse(env);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    coreApiUrl: parsed.CORE_API_URL.replace(/\/$/, ''),
    voltaApiUrl: parsed.VOLTA_API_URL.replace(/\/$/, ''),
    originOverride: parsed.ORIGIN_OVERRIDE,
    configTtlMs: parsed.CONFIG_TTL_MS,
    appsRoot: parsed.APPS_ROOT,
    remoteEntries: Object.fromEntries(
      REMOTES.flatMap((remote) => (parsed[remote.env] ? [[remote.name, parsed[remote.env]]] : [])),
    ),
    logLevel: parsed.LOG_LEVEL,
    httpsHeaders: parsed.SECURE_HEADERS_HTTPS,
    uploadDir: parsed.UPLOAD_DIR,
  };
}
