/**
 * `POST /consent`: the shopper's answer to the analytics consent notice (docs/analytics.md#consent),
 * kept in a signed cookie. The page's scripts send JSON and stay on the page (204); without them the
 * notice's form posts itself and the shopper is sent back to the page they were on (303). The
 * request guards have checked it comes from this shop's own pages: another site cannot answer for
 * the shopper.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type AnalyticsSessionIssuer,
  abChoicesOf,
  endAnalyticsSession,
  issueAnalyticsSession,
} from '../analytics-session';
import { CONSENT_CHOICES, CONSENT_COOKIE } from '../consent';
import { ownOriginOf } from '../guards';

// Long enough that a shopper is not asked on every visit, short enough that the answer is asked
// again within the year (the guidance of several EU data protection authorities).
const CONSENT_MAX_AGE_S = 180 * 24 * 60 * 60;
const FORM = 'application/x-www-form-urlencoded';

/** Where a form's answer sends the shopper back to: the page they were on, on this site only. */
export function backTo(referer: string | undefined, ownOrigin: string): string {
  if (!referer) return '/';
  try {
    const url = new URL(referer);
    return url.origin === ownOrigin ? `${url.pathname}${url.search}` : '/';
  } catch {
    return '/';
  }
}

interface ConsentRoutesOptions {
  httpsHeaders: boolean;
  /** Issues the analytics session a yes starts; none: analytics is off. */
  sessions?: AnalyticsSessionIssuer;
}

/** Registers `POST /consent`. */
export const consentRoutes: FastifyPluginAsyncZod<ConsentRoutesOptions> = async (app, options) => {
  // Only here: the rest of the server takes no forms.
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 1024 }, (_, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.post(
    '/consent',
    { schema: { body: z.strictObject({ choice: z.enum(CONSENT_CHOICES) }) }, bodyLimit: 1024 },
    async (request, reply) => {
      const ownOrigin = ownOriginOf(request, options.httpsHeaders);
      reply.header('cache-control', 'no-store').setCookie(CONSENT_COOKIE, request.body.choice, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: ownOrigin.startsWith('https:'),
        signed: true,
        maxAge: CONSENT_MAX_AGE_S,
      });
      // A yes starts the analytics session (the pages of a shop that asks issue none before it), bound
      // to the A/B assignment the shopper's pages were served with; a no ends it.
      if (request.body.choice === 'denied') endAnalyticsSession(reply);
      else if (options.sessions)
        await issueAnalyticsSession(
          request,
          reply,
          options.sessions,
          abChoicesOf(request)?.sessionId ?? null,
        );
      if (!request.headers['content-type']?.startsWith(FORM)) return reply.code(204).send();
      return reply.redirect(backTo(request.headers.referer, ownOrigin), 303);
    },
  );
};
