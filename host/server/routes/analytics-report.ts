/**
 * The A/B report page for merchants and the people who run the portal, never for shoppers:
 * `GET /analytics/report` (HTML: per step with data, the readout table and a chart of each variant's
 * completion rate with its interval) and `GET /analytics/report.json` (the same readouts), always of
 * one merchant (docs/business-rules.md#the-report-page). A merchant's token (ANALYTICS_REPORT_TOKENS)
 * opens its own merchant's results on its own host name, and nothing else; the operator's
 * (ANALYTICS_REPORT_TOKEN) chooses a merchant with `?merchant=`, and without one gets the list to
 * choose from, never results pooled across merchants. No token configured, no page (404); a wrong or
 * missing token, 401; another merchant than the token's, 403. The page runs inside the CSP: its
 * script and Chart.js are files served from here.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Readout, readout } from '@portal/analytics/readout';
import type { ReadoutSource } from '@portal/analytics/readout-source';
import { STEPS, type Step } from '@portal/releases/environment';
import type { LiveReleases } from '@portal/releases/live-releases';
import { resolveMerchantName } from '@portal/shared/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { merchantListPage } from '../analytics-report/merchant-list';
import { reportPage } from '../analytics-report/page';
import type { AnalyticsReportOptions } from '../config';

/**
 * The cookie a `?token=` visit leaves, so the token leaves the address bar and the history. It is
 * host-only (no Domain) and its value is derived from one credential and its scope, so a merchant's
 * cookie neither travels to another merchant's host name nor matches another credential there.
 */
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

/** Compares two secrets in constant time, whatever their lengths (as digests of one length). */
const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(
    createHash('sha256').update(given).digest(),
    createHash('sha256').update(expected).digest(),
  );

/** Who a credential lets in: the operator (any merchant, one at a time) or one merchant. */
type Scope = { kind: 'operator' } | { kind: 'merchant'; merchant: string };

interface Credential {
  scope: Scope;
  token: string;
}

/** What the page's cookie holds for `credential`: an HMAC of its scope under its token, not the token. */
const cookieValue = ({ scope, token }: Credential) =>
  createHmac('sha256', token)
    .update(`${REPORT_COOKIE}\n${scope.kind === 'operator' ? 'operator' : `merchant:${scope.merchant}`}`)
    .digest('base64url');

/** The first credential `matches`; every one is compared, so the answer takes as long whichever it is. */
function firstMatching(credentials: readonly Credential[], matches: (credential: Credential) => boolean) {
  const results = credentials.map(matches);
  return credentials[results.indexOf(true)];
}

/** What the report page depends on. */
interface AnalyticsReportRouteOptions {
  report: AnalyticsReportOptions | undefined;
  /** The store the collector writes (opened on first use, shared). */
  store: () => Promise<ReadoutSource>;
  live: LiveReleases | null;
  httpsHeaders: boolean;
  /** Serve this merchant whatever the host name (ORIGIN_OVERRIDE): its token works on every host name. */
  originOverride?: string;
}

const UNAUTHORIZED = { error: 'unauthorized', message: 'The report needs its token' };
const OTHER_MERCHANT = { error: 'forbidden', message: 'This token reads its own merchant’s report only' };

// The operator's list is of merchants with events; far more than a page can list is not expected.
const MERCHANTS_LISTED = 1000;

/** Registers the report page, its JSON and its two scripts. */
export const analyticsReportRoutes: FastifyPluginAsyncZod<AnalyticsReportRouteOptions> = async (
  app,
  options,
) => {
  const { report, live } = options;

  /** The readout of every step of `merchant` that is split. */
  const readouts = async (merchant: string, asked: string | undefined): Promise<Readout[]> => {
    const store = await options.store();
    // One query a step, all sent at once; each counted from when its split began unless asked.
    const all = await Promise.all(
      STEPS.map((step) => {
        const split = live?.splitOf(step as Step, merchant);
        const since = asked ?? split?.since;
        return readout(store, {
          step,
          merchant,
          since: since ? new Date(since) : undefined,
          weights: split?.weights ?? {},
          minimumEffect: typeof split?.minimumEffect === 'number' ? split.minimumEffect / 100 : undefined,
        });
      }),
    );
    // Every split step, with sessions or not yet: a step that is not split has nothing to read.
    return all.filter((one) => one.outcome !== 'not-split');
  };

  /** The merchants with events, for the operator to choose from. */
  const merchantsWithData = async (): Promise<string[]> => {
    const store = await options.store();
    const rows = await store.query<{ merchant: string }>(
      'select distinct merchant from analytics_events order by merchant limit $1',
      [MERCHANTS_LISTED],
    );
    return rows.map((row) => row.merchant);
  };

  /**
   * The credentials that count on this request's host name: the operator's, and the token of the
   * merchant the host name serves. Another merchant's token is not even tried here.
   */
  const credentialsOf = (request: FastifyRequest): Credential[] => {
    if (!report) return [];
    const merchant = resolveMerchantName(request.hostname, options.originOverride);
    const credentials: Credential[] = [];
    if (report.operatorToken) credentials.push({ scope: { kind: 'operator' }, token: report.operatorToken });
    // hasOwn: a host name such as constructor.… must not find an object's inherited member.
    if (merchant !== null && Object.hasOwn(report.merchantTokens, merchant))
      credentials.push({
        scope: { kind: 'merchant', merchant },
        token: report.merchantTokens[merchant] as string,
      });
    return credentials;
  };

  /** The scope of the token (header) or the cookie a token visit left; null when neither is right. */
  const scopeOf = (request: FastifyRequest): Scope | null => {
    const credentials = credentialsOf(request);
    const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (bearer !== undefined)
      return firstMatching(credentials, ({ token }) => sameSecret(bearer, token))?.scope ?? null;
    const cookie = request.cookies[REPORT_COOKIE];
    if (cookie === undefined) return null;
    return (
      firstMatching(credentials, (credential) => sameSecret(cookie, cookieValue(credential)))?.scope ?? null
    );
  };

  /** The scope of a request that may see the report; null when it was refused (and answered). */
  const admitted = (request: FastifyRequest, reply: FastifyReply): Scope | null => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
    if (!report) {
      reply.code(404).send({ error: 'not_found', message: 'Not found' });
      return null;
    }
    const scope = scopeOf(request);
    if (!scope) reply.code(401).send(UNAUTHORIZED);
    return scope;
  };

  /**
   * The merchant whose report `scope` reads for `asked`: a merchant's token reads its own (another
   * merchant asked for: 403, answered here, undefined); the operator's reads the one it names, or
   * none (null: the list to choose from).
   */
  const merchantFor = (scope: Scope, asked: string | undefined, reply: FastifyReply) => {
    if (scope.kind === 'operator') return asked ?? null;
    if (asked !== undefined && asked !== scope.merchant) {
      reply.code(403).send(OTHER_MERCHANT);
      return undefined;
    }
    return scope.merchant;
  };

  app.get('/analytics/report', { schema: { querystring: reportQuery } }, async (request, reply) => {
    const { token, ...rest } = request.query;
    if (report && token !== undefined) {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
      const credential = firstMatching(credentialsOf(request), (one) => sameSecret(token, one.token));
      if (!credential) return reply.code(401).send(UNAUTHORIZED);
      reply.setCookie(REPORT_COOKIE, cookieValue(credential), {
        path: COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: options.httpsHeaders,
        maxAge: 8 * 3600,
      });
      const search = new URLSearchParams(Object.entries(rest).filter(([, value]) => value !== undefined));
      return reply.redirect(`/analytics/report${search.size > 0 ? `?${search}` : ''}`, 303);
    }
    const scope = admitted(request, reply);
    if (!scope) return reply;
    const merchant = merchantFor(scope, rest.merchant, reply);
    if (merchant === undefined) return reply;
    const html =
      merchant === null
        ? merchantListPage(await merchantsWithData(), rest.since)
        : reportPage(await readouts(merchant, rest.since), { ...rest, merchant });
    return reply.type('text/html; charset=utf-8').send(html);
  });

  app.get(
    '/analytics/report.json',
    { schema: { querystring: reportQuery.omit({ token: true }) } },
    async (request, reply) => {
      const scope = admitted(request, reply);
      if (!scope) return reply;
      const merchant = merchantFor(scope, request.query.merchant, reply);
      if (merchant === undefined) return reply;
      // The operator without a merchant: whom to choose from, never readouts pooled across merchants.
      if (merchant === null) return { merchants: await merchantsWithData() };
      return { readouts: await readouts(merchant, request.query.since) };
    },
  );

  app.get('/analytics/chart.umd.min.js', async (request, reply) => {
    if (!admitted(request, reply)) return reply;
    return reply.type('text/javascript; charset=utf-8').send(CHART_JS);
  });

  app.get('/analytics/report-page.js', async (request, reply) => {
    if (!admitted(request, reply)) return reply;
    return reply.type('text/javascript; charset=utf-8').send(PAGE_JS);
  });
};
