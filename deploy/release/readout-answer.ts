/**
 * The report endpoint's answer (`GET /analytics/report.json`), as `npm run deploy -- report --from`
 * reads it from a running host: checked in full before a figure of it is printed.
 */

import type { Readout } from '@portal/analytics/readout';
import { z } from 'zod';

const interval = z.object({ lower: z.number(), upper: z.number() });

const readoutSchema = z.object({
  step: z.string(),
  merchant: z.string().nullable(),
  since: z.string().nullable(),
  control: z.string().nullable(),
  verdict: z.string(),
  outcome: z.enum(['not-split', 'split-off', 'too-early', 'clear', 'no-difference']),
  variants: z.array(
    z.object({
      variant: z.string(),
      versions: z.array(z.string()),
      weight: z.number(),
      sessions: z.number().int().nonnegative(),
      completed: z.number().int().nonnegative(),
      rate: z.number().nullable(),
      rateInterval: interval.nullable(),
      difference: z
        .object({
          estimate: z.number(),
          interval,
          pValue: z.number(),
          level: z.number(),
          clear: z.boolean(),
        })
        .nullable(),
    }),
  ),
  split: z
    .object({ statistic: z.number(), degreesOfFreedom: z.number(), pValue: z.number(), flagged: z.boolean() })
    .nullable(),
  plan: z
    .object({
      minimumEffect: z.number(),
      sessionsNeeded: z.number().nullable(),
      sessions: z.number().int().nonnegative(),
      sessionsPerDay: z.number().nullable(),
      daysNeeded: z.number().nullable(),
    })
    .nullable(),
  leftOut: z.number().int().nonnegative(),
  note: z.string(),
}) satisfies z.ZodType<Readout>;

/** Every split step's readout, as the report endpoint answers. */
export const reportAnswerSchema = z.object({ readouts: z.array(readoutSchema) });
