/**
 * What the analytics module reads from the page (docs/analytics.md#the-client): the settings the
 * host server wrote in `<script id="portal-analytics">` and the releases in `<meta name="portal-releases">`.
 */
import { readPageData } from '@portal/shared';
import { ANALYTICS_STEPS, type AnalyticsStep, type StepRelease } from '@portal/shared/analytics';

/** The host server's analytics settings for this page. */
export interface AnalyticsSettings {
  /** Off: a no-op sink, nothing leaves the browser. */
  enabled: boolean;
  /** Where batches go (`/collect` by default, ANALYTICS_COLLECTOR_URL). */
  collectorUrl: string;
  /** The shop asks for consent first (`analyticsConsentRequired`). */
  consentRequired: boolean;
}

const isSettings = (value: unknown): value is AnalyticsSettings => {
  const candidate = value as Partial<AnalyticsSettings> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.enabled === 'boolean' &&
    typeof candidate.collectorUrl === 'string' &&
    typeof candidate.consentRequired === 'boolean'
  );
};

/** The settings island; a page without one (or a broken one) sends nothing. */
export const readAnalyticsSettings = (doc: Document = document): AnalyticsSettings =>
  readPageData('portal-analytics', isSettings, doc) ?? {
    enabled: false,
    collectorUrl: '/collect',
    consentRequired: true,
  };

/** `auth=built-in@0.0.0; carriers=a@1.1.0` → the releases, one per step; malformed parts are left out. */
export function parseReleases(meta: string | null | undefined): StepRelease[] {
  if (!meta) return [];
  const releases: StepRelease[] = [];
  for (const part of meta.split(';')) {
    const match = /^\s*([a-z]+)=([a-z0-9][a-z0-9-]{0,31})@(\d+\.\d+\.\d+(?:-[0-9a-z.-]+)?)\s*$/i.exec(part);
    const step = match && `remote-${match[1]}`;
    if (
      match &&
      step &&
      (ANALYTICS_STEPS as readonly string[]).includes(step) &&
      !releases.some((r) => r.step === step)
    )
      releases.push({
        step: step as AnalyticsStep,
        variant: match[2] as string,
        version: match[3] as string,
      });
  }
  return releases;
}

/** The releases meta of the page. */
export const readReleases = (doc: Document = document): StepRelease[] =>
  parseReleases(doc.querySelector<HTMLMetaElement>('meta[name="portal-releases"]')?.content);

/** The step and page a path shows (the host's route table, host/src/app/routes.tsx); null for none. */
export function routeOf(pathname: string): { step: AnalyticsStep; page: string } | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/' || path === '/magic-link') return { step: 'remote-auth', page: 'sign-in' };
  if (path === '/login/magic-link') return { step: 'remote-auth', page: 'magic-link-landing' };
  if (path === '/select-items') return { step: 'remote-selection', page: 'select-items' };
  if (path === '/confirm-items') return { step: 'remote-selection', page: 'confirm-items' };
  if (path === '/carriers') return { step: 'remote-carriers', page: 'carriers' };
  if (/^(\/[a-z]{2})?\/order-confirmation(\/[^/]+)?$/.test(path))
    return { step: 'remote-confirmation', page: 'order-confirmation' };
  if (path === '/request-confirmation') return { step: 'remote-confirmation', page: 'request-confirmation' };
  return null;
}
