/**
 * The environment file: which released version of each step is live, for everyone and per merchant,
 * with A/B variants and their weights, the version to fall back to, and the history that rollback
 * walks back through. The deploy command writes it (`npm run deploy`); the host server reads it and
 * resolves each shopper session's step versions from it. Everything here is pure.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';

/** The steps, named as their remote's package folder (`remote-carriers`). */
export const STEPS = ['remote-auth', 'remote-selection', 'remote-carriers', 'remote-confirmation'] as const;
export type Step = (typeof STEPS)[number];

/** A step's short name, as the QA query parameter writes it: `remote-carriers` → `carriers`. */
export const shortName = (step: Step): string => step.replace(/^remote-/, '');

/** A release's version: semver, so never a path. */
export const semverText = z.string().regex(/^\d+\.\d+\.\d+(-[0-9a-z.-]+)?$/i, 'a version such as 1.2.0');
/** An A/B variant's name. */
export const variantName = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'lower-case letters, digits and -, at most 32');
/** A merchant's name as the platform spells it (one host label, lower case). */
export const merchantName = z.string().regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and -');

const variantSchema = z.object({
  name: variantName,
  version: semverText,
  /** A share of new sessions, in percent; a step's weights add up to 100. */
  weight: z.number().int().min(0).max(100),
});
export type Variant = z.infer<typeof variantSchema>;

const stepStateSchema = z
  .object({
    variants: z.array(variantSchema).min(1),
    /** The version live before the last promote: loaded when the live one cannot be. */
    fallback: z.nullable(semverText).default(null),
    /** Whether `?variant.<step>=<name>` may force a variant (QA). */
    forceable: z.boolean().default(false),
    /** When these variants and weights went live: a split's readout counts sessions from here. */
    changedAt: z.string(),
    /**
     * The smallest difference in completion rate worth detecting, in points (the A/B readout plans
     * its sessions for it); `promote --minimum-effect`, default 2.
     */
    minimumEffect: z.number().gt(0).max(50).optional(),
  })
  .check((ctx) => {
    const total = ctx.value.variants.reduce((sum, variant) => sum + variant.weight, 0);
    if (total !== 100)
      ctx.issues.push({ code: 'custom', message: `weights add up to ${total}, not 100`, input: ctx.value });
    const names = ctx.value.variants.map((variant) => variant.name);
    if (new Set(names).size !== names.length)
      ctx.issues.push({ code: 'custom', message: 'variant names repeat', input: ctx.value });
  });
export type StepState = z.infer<typeof stepStateSchema>;

const stepsSchema = z.partialRecord(z.enum(STEPS), stepStateSchema);

const historyEntrySchema = z.object({
  at: z.string(),
  verb: z.enum(['promote']),
  step: z.enum(STEPS),
  merchant: z.nullable(z.string()),
  /** The step's state before the change (null: it had none, the host's own build was live). */
  before: z.nullable(stepStateSchema),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** The environment file's contents. */
export const environmentSchema = z.object({
  schemaVersion: z.literal(1),
  steps: stepsSchema.default({}),
  /** Merchant name → steps pinned or split for that merchant alone. */
  merchants: z.record(merchantName, stepsSchema).default({}),
  history: z.array(historyEntrySchema).default([]),
});
export type Environment = z.infer<typeof environmentSchema>;

/** An environment with nothing promoted: every step runs the host's own build. */
export const emptyEnvironment = (): Environment => ({
  schemaVersion: 1,
  steps: {},
  merchants: {},
  history: [],
});

/** Parses an environment file's bytes; throws naming what is wrong. */
export function parseEnvironment(text: string): Environment {
  const result = environmentSchema.safeParse(JSON.parse(text));
  if (!result.success) throw new Error(`Invalid environment file: ${z.prettifyError(result.error)}`);
  return result.data;
}

/** The file's bytes: stable formatting, so an unchanged state is byte-for-byte the same. */
export const serializeEnvironment = (environment: Environment): string =>
  `${JSON.stringify(environment, null, 2)}\n`;

/** The state of `step` for `merchant`: the merchant's own when it has one, else everyone's. */
export function stepStateFor(environment: Environment, step: Step, merchant: string): StepState | undefined {
  return environment.merchants[merchant]?.[step] ?? environment.steps[step];
}

/**
 * The configured weights of `step`'s variants (name to percent): the merchant's own split when it has
 * one, else everyone's; empty when nothing is promoted. The A/B readout checks the split against them.
 */
export function weightsOf(environment: Environment, step: Step, merchant?: string): Record<string, number> {
  const state = merchant ? stepStateFor(environment, step, merchant) : environment.steps[step];
  return Object.fromEntries((state?.variants ?? []).map((variant) => [variant.name, variant.weight]));
}

/** What the A/B readout of a step needs from the environment. */
export interface SplitSettings {
  /** The configured variants' weights (see weightsOf). */
  weights: Record<string, number>;
  /** When the live split began (its variants and weights went live); null when the step is not split. */
  since: string | null;
  /** The smallest difference worth detecting, in points; null: the readout's default (2). */
  minimumEffect: number | null;
}

/** The split of `step` for `merchant` (the merchant's own, else everyone's), as the readout reads it. */
export function splitOf(environment: Environment, step: Step, merchant?: string): SplitSettings {
  const state = merchant ? stepStateFor(environment, step, merchant) : environment.steps[step];
  const split = (state?.variants ?? []).filter((variant) => variant.weight > 0).length >= 2;
  return {
    weights: weightsOf(environment, step, merchant),
    since: split && state ? state.changedAt : null,
    minimumEffect: state?.minimumEffect ?? null,
  };
}

/**
 * Where a session lands among weighted variants: a number in [0, 100) from a hash of the session id
 * and the step, so the same session always lands in the same place, and different steps are
 * assigned independently.
 */
export function bucketOf(sessionId: string, step: Step): number {
  const digest = createHash('sha256').update(`${sessionId}:${step}`).digest();
  return (digest.readUInt32BE(0) / 2 ** 32) * 100;
}

/** The variant a session gets: the first whose cumulative weight passes the session's bucket. */
export function assignVariant(variants: readonly Variant[], sessionId: string, step: Step): Variant {
  const bucket = bucketOf(sessionId, step);
  let reached = 0;
  for (const variant of variants) {
    reached += variant.weight;
    if (bucket < reached) return variant;
  }
  // Only reachable with weights that do not add up to 100 (the schema refuses those).
  return variants.at(-1) as Variant;
}

/** What `promote` asks for. */
export interface PromoteRequest {
  step: Step;
  version: string;
  merchant?: string;
  /** The variant's share of new sessions (default 100: it becomes the only variant). */
  weight?: number;
  /** The variant's name (default `a` when it takes everything, else required). */
  variant?: string;
  /** Whether QA may force variants of this step with a query parameter. */
  forceable?: boolean;
  /** The smallest difference worth detecting in this step's A/B test, in points (kept when not given). */
  minimumEffect?: number;
  at: string;
}

/** The variant sessions mostly get: the heaviest (the first among equals). */
export const mainVariant = (state: StepState): Variant =>
  state.variants.reduce((best, variant) => (variant.weight > best.weight ? variant : best));

/**
 * The state after a promote. A weight below 100 sets or replaces one variant and shares the rest
 * among the others in proportion to their old weights; the version that was mostly live becomes the
 * fallback when it changes.
 */
export function promoteState(before: StepState | undefined, request: PromoteRequest): StepState {
  const weight = request.weight ?? 100;
  if (!Number.isInteger(weight) || weight < 1 || weight > 100)
    throw new Error(`--weight must be a whole number from 1 to 100, not ${request.weight}`);
  if (weight < 100 && !request.variant) throw new Error('A split needs --variant <name>');
  const name = request.variant ?? 'a';
  variantName.parse(name);
  semverText.parse(request.version);

  let variants: Variant[];
  if (weight === 100 || !before) {
    if (weight < 100)
      throw new Error(`${request.step} has nothing live to split with: promote it to 100 first`);
    variants = [{ name, version: request.version, weight: 100 }];
  } else {
    const others = before.variants.filter((variant) => variant.name !== name && variant.weight > 0);
    if (others.length === 0)
      throw new Error(`${request.step}: no other variant to share the remaining weight`);
    variants = [...shareWeight(others, 100 - weight), { name, version: request.version, weight }];
  }
  const state: StepState = {
    variants,
    fallback: before?.fallback ?? null,
    forceable: request.forceable ?? before?.forceable ?? false,
    changedAt: request.at,
  };
  const minimumEffect = request.minimumEffect ?? before?.minimumEffect;
  if (minimumEffect !== undefined) state.minimumEffect = minimumEffect;
  const previousMain = before ? mainVariant(before).version : null;
  if (previousMain && previousMain !== mainVariant(state).version) state.fallback = previousMain;
  return state;
}

/** `variants` scaled to add up to `total`, in whole percents (the rounding goes to the first). */
function shareWeight(variants: Variant[], total: number): Variant[] {
  const sum = variants.reduce((acc, variant) => acc + variant.weight, 0);
  const scaled = variants.map((variant) => ({
    ...variant,
    weight: Math.floor((variant.weight * total) / sum),
  }));
  const rest = total - scaled.reduce((acc, variant) => acc + variant.weight, 0);
  (scaled[0] as Variant).weight += rest;
  return scaled;
}

/**
 * The environment after a promote, with the change recorded for rollback. A merchant's first promote
 * of a step starts from what that merchant resolves now (everyone's state): a split keeps the rest on
 * what the merchant had, and rolling it back returns the merchant to everyone's state.
 */
export function applyPromote(environment: Environment, request: PromoteRequest): Environment {
  const merchant = request.merchant ?? null;
  const before = merchant ? environment.merchants[merchant]?.[request.step] : environment.steps[request.step];
  const resolved = merchant ? stepStateFor(environment, request.step, merchant) : before;
  const after = promoteState(resolved, request);
  const next = structuredClone(environment);
  if (merchant) next.merchants[merchant] = { ...next.merchants[merchant], [request.step]: after };
  else next.steps[request.step] = after;
  next.history.push({
    at: request.at,
    verb: 'promote',
    step: request.step,
    merchant,
    before: before ?? null,
  });
  return next;
}

/**
 * The environment with the last promote of `step` (for `merchant`, or for everyone) undone; each
 * rollback walks one promote further back. Throws when there is nothing to roll back. With `at`, the
 * state put back counts as changed then: a split it restores starts again, so its readout does not
 * count the sessions of the state rolled back.
 */
export function applyRollback(
  environment: Environment,
  step: Step,
  merchant?: string,
  at?: string,
): Environment {
  const scope = merchant ?? null;
  const index = environment.history.findLastIndex((entry) => entry.step === step && entry.merchant === scope);
  const entry = environment.history[index];
  if (!entry) throw new Error(`Nothing to roll back for ${step}${merchant ? ` at ${merchant}` : ''}`);
  const next = structuredClone(environment);
  next.history.splice(index, 1);
  const restored = entry.before && (at ? { ...entry.before, changedAt: at } : entry.before);
  if (scope) {
    const own = { ...next.merchants[scope] };
    if (restored) own[step] = restored;
    else delete own[step];
    if (Object.keys(own).length > 0) next.merchants[scope] = own;
    else delete next.merchants[scope];
  } else if (restored) next.steps[step] = restored;
  else delete next.steps[step];
  return next;
}
