/**
 * The live releases, as the host server serves them: it reads the environment file from the release
 * store every few seconds (so a promote or rollback reaches new sessions without a restart), and
 * resolves, for one merchant and one shopper session, which variant and version of each step the
 * page loads, with the version to fall back to.
 *
 * A session's choices are kept in a session cookie (`portal-ab`: the session id and, per step, the
 * variant and version): they never change mid-return, across reloads and steps, and a weight change
 * reaches new sessions only. The page also hands them to the client, which keeps them in session
 * storage for its logs.
 */
import { randomUUID } from 'node:crypto';
import {
  assignVariant,
  type Environment,
  emptyEnvironment,
  mainVariant,
  parseEnvironment,
  type SplitSettings,
  STEPS,
  type Step,
  shortName,
  splitOf,
  stepStateFor,
} from './environment';
import { environmentKey, type ReleaseStore, releaseKey } from './store';

/** The variant name a session's cookie gives the host's own build of a step. */
export const BUILT_IN = 'built-in';

/** The session cookie that keeps a shopper session's id and step versions (signed by the host server). */
export const AB_COOKIE = 'portal-ab';

/**
 * What signs the `portal-ab` cookie where no AB_COOKIE_SECRET is set, outside production only: anyone
 * can read it here, so it protects nothing, but local runs and the browser tests work without one.
 */
export const DEVELOPMENT_AB_COOKIE_SECRET = 'development-only-portal-ab-cookie-secret';

/** What one step resolved to for a session. */
export interface ResolvedStep {
  step: Step;
  /** The variant's name; null when nothing is promoted and the host's own build is live. */
  variant: string | null;
  version: string;
  entry: string;
  /** Loaded when `entry` cannot be. */
  fallback: string | null;
  /** Whether a QA query parameter chose it. */
  forced: boolean;
}

/** A session's assignment as the cookie keeps it. */
export interface SessionChoices {
  sessionId: string;
  steps: Partial<Record<Step, { variant: string; version: string }>>;
}

const SESSION_ID = /^[A-Za-z0-9-]{8,64}$/;
const CHOICE = /^([a-z-]+):([a-z0-9-]+)@([0-9A-Za-z.-]+)$/;

/** Reads the cookie; anything malformed starts a new session. */
export function parseChoices(value: string | undefined): SessionChoices | null {
  if (!value) return null;
  const [sessionId, rest = ''] = value.split('~');
  if (!sessionId || !SESSION_ID.test(sessionId)) return null;
  const steps: SessionChoices['steps'] = {};
  for (const part of rest.split('|').filter(Boolean)) {
    const match = CHOICE.exec(part);
    const step = match?.[1] as Step | undefined;
    if (!match || !step || !STEPS.includes(step)) continue;
    steps[step] = { variant: match[2] as string, version: match[3] as string };
  }
  return { sessionId, steps };
}

/** The cookie's value. */
export const formatChoices = (choices: SessionChoices): string =>
  `${choices.sessionId}~${Object.entries(choices.steps)
    .map(([step, choice]) => `${step}:${choice.variant}@${choice.version}`)
    .join('|')}`;

/** The two log levels the live releases write at, as pino (and so Fastify) calls them. */
export interface ReleasesLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** The host's own build of a step, used while nothing is promoted for it. */
export interface BuiltInStep {
  entry: string;
  version: string;
}

/** What the live releases read, and where they log. */
export interface LiveReleasesOptions {
  store: ReleaseStore;
  environment: string;
  /** Where browsers fetch released files: `/releases` (served by this server) or a CDN's URL. */
  publicUrl: string;
  pollMs: number;
  builtIn: Record<Step, BuiltInStep>;
  /** Where changes and unreadable files are logged (pino's, or the host server's, signature). */
  log: ReleasesLog;
}

/** The environment file, kept fresh, and the per-session resolution. */
export class LiveReleases {
  private environment: Environment | null = null;
  private etag: string | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly options: LiveReleasesOptions) {}

  /** Reads the file now, then every `pollMs`. Resolves after the first read, whatever its outcome. */
  async start(): Promise<void> {
    await this.refresh();
    this.timer = setInterval(() => void this.refresh(), this.options.pollMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Whether the environment file has been read: the server is not ready before. */
  get ready(): boolean {
    return this.environment !== null;
  }

  /** The live split of `step` as the readout reads it (see splitOf); not split before the first read. */
  splitOf(step: Step, merchant?: string): SplitSettings {
    return splitOf(this.environment ?? emptyEnvironment(), step, merchant);
  }

  /** Reads the file if it changed. A broken file is logged and the last good one stays live. */
  async refresh(): Promise<void> {
    const key = environmentKey(this.options.environment);
    try {
      const object = await this.options.store.get(key);
      if (!object) {
        // Nothing promoted yet in this environment: every step runs the host's own build.
        this.environment = emptyEnvironment();
        this.etag = null;
        return;
      }
      if (object.etag === this.etag && this.environment) return;
      this.environment = parseEnvironment(object.body.toString('utf8'));
      this.etag = object.etag;
      this.options.log.info({ environment: this.options.environment, etag: object.etag }, 'Releases changed');
    } catch (error) {
      this.options.log.error(
        { err: error, store: this.options.store.description, key },
        'Environment file unreadable; the last good one stays live',
      );
    }
  }

  private entryOf(step: Step, version: string) {
    return `${this.options.publicUrl}/${releaseKey(step, version)}`;
  }

  /**
   * Each step's version for `merchant` and the session in `cookie`, honouring `forced`
   * (`?variant.<step>=<name>`) where the environment allows it. Returns the cookie to set.
   */
  resolve(
    merchant: string,
    cookie: string | undefined,
    forced: Record<string, string> = {},
  ): { steps: ResolvedStep[]; choices: SessionChoices } {
    const environment = this.environment ?? emptyEnvironment();
    const previous = parseChoices(cookie);
    const choices: SessionChoices = { sessionId: previous?.sessionId ?? randomUUID(), steps: {} };
    const steps = STEPS.map((step): ResolvedStep => {
      const builtIn = this.options.builtIn[step];
      const state = stepStateFor(environment, step, merchant);
      const kept = previous?.steps[step];
      if (!state) {
        choices.steps[step] = { variant: BUILT_IN, version: builtIn.version };
        return {
          step,
          variant: null,
          version: builtIn.version,
          entry: builtIn.entry,
          fallback: null,
          forced: false,
        };
      }
      const wanted = forced[shortName(step)];
      const forcedVariant =
        state.forceable && wanted ? state.variants.find((v) => v.name === wanted) : undefined;
      // A session that started on the host's own build stays there while that is the step's fallback.
      if (kept?.variant === BUILT_IN && state.fallback === null && !forcedVariant) {
        choices.steps[step] = kept;
        const fallback = this.entryOf(step, mainVariant(state).version);
        return {
          step,
          variant: null,
          version: builtIn.version,
          entry: builtIn.entry,
          fallback,
          forced: false,
        };
      }
      // A session keeps its version while it is still live somewhere in the step (or its fallback).
      const keep =
        kept &&
        (state.variants.some((v) => v.name === kept.variant && v.version === kept.version) ||
          kept.version === state.fallback);
      const chosen = forcedVariant
        ? { variant: forcedVariant.name, version: forcedVariant.version }
        : keep
          ? kept
          : (({ name, version }) => ({ variant: name, version }))(
              assignVariant(state.variants, choices.sessionId, step),
            );
      choices.steps[step] = chosen;
      // What to load when the chosen version cannot be: the version live before the last promote,
      // else (for a smaller variant) the step's main one, else the host's own build.
      const fallbackVersion = [state.fallback, mainVariant(state).version].find(
        (version) => version && version !== chosen.version,
      );
      const fallback = fallbackVersion ? this.entryOf(step, fallbackVersion) : builtIn.entry;
      return {
        step,
        variant: chosen.variant,
        version: chosen.version,
        entry: this.entryOf(step, chosen.version),
        fallback: fallback === this.entryOf(step, chosen.version) ? null : fallback,
        forced: Boolean(forcedVariant),
      };
    });
    return { steps, choices };
  }
}

/** The `<meta name="portal-releases">` content: `carriers=b@1.1.0; auth=built-in@1.0.0; …`. */
export const releasesMeta = (steps: ResolvedStep[]): string =>
  steps.map((s) => `${shortName(s.step)}=${s.variant ?? 'built-in'}@${s.version}`).join('; ');

/** The forced variants in a query string: `variant.carriers=b` → `{ carriers: 'b' }`. */
export function forcedVariants(query: unknown): Record<string, string> {
  const forced: Record<string, string> = {};
  if (typeof query !== 'object' || query === null) return forced;
  for (const [key, value] of Object.entries(query)) {
    const step = /^variant\.([a-z-]+)$/.exec(key)?.[1];
    if (step && typeof value === 'string' && /^[a-z0-9-]+$/.test(value)) forced[step] = value;
  }
  return forced;
}
