/** The sandbox's options from the environment (`src/main.ts`). */
import type { SandboxOptions } from './app';

/** A duration in milliseconds from `env[name]`, or undefined when unset; throws unless a whole number ≥ 0. */
function millisecondsFrom(env: Record<string, string | undefined>, name: string): number | undefined {
  const text = env[name]?.trim();
  if (!text) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number of milliseconds, not "${text}"`);
  }
  return value;
}

/**
 * The options main.ts starts the sandbox with: `SANDBOX_LOG`, `SANDBOX_LABEL_DELAY_MS` and
 * `SANDBOX_TRACKING_STEP_MS` (the others, such as `SANDBOX_PUBLIC_URL`, buildSandbox reads itself).
 */
export function optionsFromEnv(env: Record<string, string | undefined>): SandboxOptions {
  return {
    logger: env.SANDBOX_LOG === 'true',
    labelDelayMs: millisecondsFrom(env, 'SANDBOX_LABEL_DELAY_MS'),
    trackingStepMs: millisecondsFrom(env, 'SANDBOX_TRACKING_STEP_MS'),
  };
}
