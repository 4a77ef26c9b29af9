/**
 * The A/B report page for the people who run the portal, never for shoppers: `GET /analytics/report`
 * (HTML: per step with data, the readout table and a chart of each variant's completion rate with
 * its interval) and `GET /analytics/report.json` (the same readouts). Behind ANALYTICS_REPORT_TOKEN
 * (docs/business-rules.md#the-report-page): no token configured, no page (404); a wrong or missing
 * token, 401. The page runs inside the CSP: its script and Chart.js are files served from here.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Readout, readout } from '@portal/analytics/readout';
import type { ReadoutSource } from '@portal/analytics/readout-source';
import { STEPS, type Step } from '@portal/releases/environment';
import type { LiveReleases } from '@portal/releases/live-releases';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportPage } from '../analytics-report/page';
import type { AnalyticsReportOptions } from '../config';

/** The cookie a `?token=` visit leaves, so the token leaves the address bar and the history. */
export const REPORT_COOKIE = 'portal-analytics-report';
const COOKIE_PATH = '/analytics';

const require = createRequire(import.meta.url);
// Read once at start: both are a few hundred KB at most, and never change while the server runs.
// The package exports no path to its browser build: it sits beside the CommonJS entry.
const CHART_JS = readFileSync(path.join(path.dirname(require.resolve('chart.js')), 'chart.umd.min.js'));
const PAGE_JS = readFileSync(new URL('../analytics-report/report-page.js', import.meta.url));

const reportQuery = z.object({
  token: z.string().max(512).optional(),
  merchant: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and -')
    .optional(),
  since: z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'a date such as 2026-11-02' })
    .optional(),
});
type ReportQuery = z.infer<typeof reportQuery>;

/** Compares two secrets in constant time, whatever their lengths (as digests of one length). */
const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(
    createHash('sha256').update(given).digest(),
    createHash('sha256').update(expected).digest(),
  );

/** What the page's cookie holds: derived from the token, so the cookie is not the token itself. */
const cookieValue = (token: string) => createHmac('sha256', token).update(REPORT_COOKIE).digest('base64url');

/** What the report page depends on. */
interface AnalyticsReportRouteOptions {
  report: AnalyticsReportOptions | undefined;
  /** The store the collector writes (opened on first use, shared). */
  store: () => Promise<ReadoutSource>;
  live: LiveReleases | null;
  httpsHeaders: boolean;
}

/** Registers the report page, its JSON and its two scripts. */
export const analyticsReportRoutes: FastifyPluginAsyncZod<AnalyticsReportRouteOptions> = async (
  app,
  options,
) => {
  const { report, live } = options;

  /** The readout of every step that is split. */
  const readouts = async (query: ReportQuery): Promise<Readout[]> => {
    const store = await options.store();
    // One query a step, all sent at once; each counted from when its split began unless asked.
    const all = await Promise.all(
      STEPS.map((step) => {
        const split = live?.splitOf(step as Step, query.merchant);
        const since = query.since ?? split?.since;
        return readout(store, {
          step,
          merchant: query.merchant,
          since: since ? new Date(since) : undefined,
          weights: split?.weights ?? {},
          minimumEffect: typeof split?.minimumEffect === 'number' ? split.minimumEffect / 100 : undefined,
        });
      }),
    );
    // Every split step, with sessions or not yet: a step that is not split has nothing to read.
    return all.filter((one) => one.outcome !== 'not-split');
  };

  /** Whether the request carries the token (header) or the cookie a token visit left. */
  const authorised = (request: FastifyRequest, token: string) => {
    const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (bearer !== undefined) return sameSecret(bearer, token);
    const cookie = request.cookies[REPORT_COOKIE];
    return cookie !== undefined && sameSecret(cookie, cookieValue(token));
  };

  /** Refuses the request unless it may see the report; true when it was answered. */
  const refused = (request: FastifyRequest, reply: FastifyReply): boolean => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
    if (!report) {
      reply.code(404).send({ error: 'not_found', message: 'Not found' });
      return true;
    }
    if (!authorised(request, report.token)) {
      reply.code(401).send({ error: 'unauthorized', message: 'The report needs its token' });
      return true;
    }
    return false;
  };

  app.get('/analytics/report', { schema: { querystring: reportQuery } }, async (request, reply) => {
    const { token, ...rest } = request.query;
    if (report && token !== undefined) {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
      if (!sameSecret(token, report.token))
        return reply.code(401).send({ error: 'unauthorized', message: 'The report needs its token' });
      reply.setCookie(REPORT_COOKIE, cookieValue(report.token), {
        path: COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: options.httpsHeaders,
        maxAge: 8 * 3600,
      });
      const search = new URLSearchParams(Object.entries(rest).filter(([, value]) => value !== undefined));
      return reply.redirect(`/analytics/report${search.size > 0 ? `?${search}` : ''}`, 303);
    }
    if (refused(request, reply)) return reply;
    const html = reportPage(await readouts(rest), rest);
    return reply.type('text/html; charset=utf-8').send(html);
  });

  app.get(
    '/analytics/report.json',
    { schema: { querystring: reportQuery.omit({ token: true }) } },
    async (request, reply) => {
      if (refused(request, reply)) return reply;
      return { readouts: await readouts(request.query) };
    },
  );

  app.get('/analytics/chart.umd.min.js', async (request, reply) => {
    if (refused(request, reply)) return reply;
    return reply.type('text/javascript; charset=utf-8').send(CHART_JS);
  });

  app.get('/analytics/report-page.js', async (request, reply) => {
    if (refused(request, reply)) return reply;
    return reply.type('text/javascript; charset=utf-8').send(PAGE_JS);
  });
};
