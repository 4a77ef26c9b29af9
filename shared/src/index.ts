/**
 * `@portal/shared`: the one package every app shares as a Module Federation singleton, so the bus,
 * i18n and the shop configuration exist once per page. Named exports only: this list is the
 * package's whole public face. Each export's own doc comment sits on its declaration.
 *
 * Everything exported here is downloaded on the sign-in page, whose JavaScript budget (160 KB gzip,
 * 140 KB brotli, `npm run size`) has little room left. Helpers only later steps need, and that hold no state, go in
 * a subpath module instead (`@portal/shared/features`, `@portal/shared/payment`, `@portal/shared/safe-html`), bundled by the remote
 * that imports them. The design system is such a module too (`@portal/shared/ui`, its stylesheet
 * `@portal/shared/ui/design-system.css` loaded once by the host page). A subpath module reaches the
 * modules with state (the HTTP client, the logger, the bus) only through this root, never by a
 * relative path, or each remote bundling it would carry copies (the build fails on one:
 * deploy/build/singleton-copies-plugin.ts).
 */

declare global {
  /** Counted each time this package is evaluated: end-to-end tests check it is once per page. */
  var __PORTAL_SHARED_EVALUATIONS__: number | undefined;
}
globalThis.__PORTAL_SHARED_EVALUATIONS__ = (globalThis.__PORTAL_SHARED_EVALUATIONS__ ?? 0) + 1;

/**
 * Binds bus units to components, and a page's presence to its model (a gate: once-per-visit work
 * starts in the model, not in `useEffect`); taken from here so every app uses the one effector-react.
 * The shell renders the page under `Provider` with the page's scope, so they act in it.
 */
export { createGate, Provider, useGate, useUnit } from 'effector-react';
/** The page's translations (react-i18next over the one i18next instance `createI18n` makes). */
export { useTranslation } from 'react-i18next';
/**
 * The page's one router (react-router-dom): the host owns the routes (host/src/app/routes.tsx); apps
 * link, navigate and read the location and its parameters through it.
 */
export {
  BrowserRouter,
  Navigate,
  type RouteObject,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
/** The most characters a free-text field takes (the forms and the request schemas agree). */
export { FREE_TEXT_MAX_LENGTH } from './api/limits';
/** The module of zod schemas an HTTP call picks its answer's schema from (downloaded on first use). */
export type { ApiSchemas } from './api/load-schemas';
/** The types of every answer and request the apps exchange with APIs. */
export type {
  ApiErrorBody,
  AuthConsumerRequest,
  AuthConsumerResponse,
  Confirmation,
  CreatedReturnOrder,
  DraftReturnOrder,
  EmissionsPerParcel,
  ExchangeRates,
  FeatureResult,
  MagicLinkRequest,
  Money,
  PaperlessCode,
  PricelistItem,
  Pricelists,
  Purchase,
  QuoteItem,
  QuoteRequest,
  QuoteResponse,
  RemotesManifest,
  ReturnAddress,
  Returnable,
  ReturnedItem,
  ReturnOrder,
  SelectedPurchase,
  ShippingOption,
  Timeslots,
  TrackingUpdate,
  UploadAnswer,
  ValidatedAddress,
} from './api/schemas';
/** Reads the JSON islands the server put on the page: the shop configuration and others. */
export { readPageData, readShopConfig } from './config/page-data';
/** The shop configuration's types; its schema is `@portal/shared/config`, used by servers. */
export type { GatekeepingForm, ReturnReason, ShopConfig } from './config/shop-config';
/** A configuration that cannot be used, naming the field at fault. */
export { ShopConfigError } from './config/shop-config-error';
/** Demo mode's canned answers: each step registers its handlers; the HTTP client asks for them. */
export { DEMO_DELAY_MS, type DemoRequest, registerDemoHandler } from './demo/adapter';
/** The one HTTP client: request-uuid header, credentials, typed errors, zod-checked answers. */
export { type HttpRequestOptions, httpRequest, prefetchGet, REQUEST_UUID_HEADER } from './http/client';
/** The errors httpRequest ends in and their guards. */
export {
  HttpError,
  isHttpError,
  isNetworkError,
  isResponseShapeError,
  isTimeoutError,
  NetworkError,
  ResponseShapeError,
  TimeoutError,
} from './http/errors';
/** The time limit of each kind of call. */
export { type CallKind, TIMEOUTS_MS } from './http/timeouts';
/** Runs a fetch that is not JSON (a PDF) within its time limit, ending in the same typed errors. */
export { withinLimit } from './http/within-limit';
/** The page's i18next instance: bundled texts merged with the shop's. */
export { type CreateI18nOptions, createI18n, loadFlowTexts } from './i18n/create-i18n';
/** The `lang` cookie, the languages offered and the page's, the flag code of a language and its own name. */
export {
  flagCode,
  languageName,
  offeredLanguages,
  pickLanguage,
  setLanguageCookie,
} from './i18n/language';
/** The client logger: console by log level, scrubbed records sent to `/client-logger`. */
export { initClientLogger, type LogContext, logger } from './logger/logger';
/** Session caches: purchases, pricelists and gatekeeping answers. */
export {
  $gatekeepingAnswers,
  $pricelists,
  $purchasesCache,
  gatekeepingAnswersChanged,
  pricelistsLoaded,
  purchasesCacheInvalidated,
  purchasesLoaded,
} from './model/caches';
/** Who is signed in. */
export {
  $consumerId,
  $signInDetails,
  consumerIdCleared,
  loggedOut,
  type SignInDetails,
  signedIn,
  signInDetailsStored,
} from './model/consumer';
/** Demo mode on the bus. */
export { $isDemo, demoEntered, demoExited, enterDemoFromQuery } from './model/demo';
/** The return this tab finished and logged out of. */
export { $finishedReturn, type FinishedReturn, returnFinished } from './model/finished-return';
/** The page's one scope (browser start-up and glue code outside React only; docs/architecture.md). */
export { pageScope, startPageScope } from './model/page-scope';
/** Session-storage persistence of the bus, started once per page by the host. */
export { keepForSession, startPersistence } from './model/persistence';
/** The shopper's selection of items to return or exchange. */
export {
  $exchangeItems,
  $quantities,
  $refundChoice,
  $returnItems,
  $selectedItems,
  $selectionSubmitted,
  itemDeselected,
  itemRemoved,
  itemSelected,
  quantityChanged,
  type RefundChoice,
  refundChoiceStored,
  type SelectedItem,
  type SubmittedSelection,
  selectionCleared,
  selectionRestored,
  selectionSubmitted,
} from './model/selection';
/** Session and device ids, and the log level. */
export { getDeviceId, getSessionId, type LogLevel, setDeviceId } from './model/session';
/** Ends the platform session (`POST /logout`), for the log-out button and a finished return alike. */
export { endSessionFx } from './model/session-end';
/** The shop configuration on the bus. */
export { $shopConfig, shopConfigLoaded } from './model/shop';
/** The error a later step sent the shopper back to sign-in with. */
export { $signInError, errorCodeOf, signInErrorCleared, signInErrorStored } from './model/sign-in-error';
/** The current step's error, shown by the host's error screen. */
export { $stepError, stepErrorCleared, stepErrorRaised, stepRetried } from './model/step-error';
/** A link to another portal page, without a reload (react-router's click handling, without its prefetching). */
export { AppLink, type AppLinkProps } from './ui/app-link';
/** A step's h1, focused when a later step appears (here, not in `@portal/shared/ui`: it keeps page state). */
export { PageHeading } from './ui/page-heading';
