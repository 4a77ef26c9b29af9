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
  variants: z.array(
    z.object({
      variant: z.string(),
      versions: z.array(z.string()),
      weight: z.number().nullable(),
      sessions: z.number().int().nonnegative(),
      completed: z.number().int().nonnegative(),
      rate: z.number(),
      rateInterval: interval,
      difference: z.object({ estimate: z.number(), interval }).nullable(),
    }),
  ),
  split: z
    .object({ statistic: z.number(), degreesOfFreedom: z.number(), pValue: z.number(), flagged: z.boolean() })
    .nullable(),
  moreSessionsNeeded: z.number().nullable(),
  verdicts: z.array(z.string()),
  note: z.string(),
}) satisfies z.ZodType<Readout>;

/** Every step's readout that has sessions, as the report endpoint answers. */
export const reportAnswerSchema = z.object({ readouts: z.array(readoutSchema) });
