/**
 * `@portal/shared`: the one package every app shares as a Module Federation singleton, so the bus,
 * i18n and the shop configuration exist once per page. Named exports only: this list is the
 * package's whole public face.
 */

declare global {
  /** Counted each time this package is evaluated: end-to-end tests check it is once per page. */
  var __PORTAL_SHARED_EVALUATIONS__: number | undefined;
}
globalThis.__PORTAL_SHARED_EVALUATIONS__ = (globalThis.__PORTAL_SHARED_EVALUATIONS__ ?? 0) + 1;

/** Binds bus units to components; taken from here so every app uses the one effector-react. */
export { useUnit } from 'effector-react';
/** The page's translations; taken from here so every app uses the one i18next instance. */
export { useTranslation } from 'react-i18next';
export {
  type AuthConsumerRequest,
  apiErrorBodySchema,
  authConsumerRequestSchema,
  authConsumerResponseSchema,
  type DraftReturnOrder,
  draftReturnOrderSchema,
  type ExchangeRates,
  exchangeRatesSchema,
  exchangeReasonAnswerSchema,
  type FeatureResult,
  featureResultsSchema,
  type Money,
  magicLinkRequestSchema,
  type Purchase,
  purchaseSchema,
  purchasesResponseSchema,
  type Returnable,
  remotesManifestSchema,
  returnableValues,
  type SelectedPurchase,
  type ShippingOption,
  selectedPurchaseSchema,
  type UploadAnswer,
  unusedAnswerSchema,
  uploadAnswerSchema,
} from './api/schemas';
export { readPageData } from './config/page-data';
export {
  type GatekeepingForm,
  parseShopConfig,
  type ReturnReason,
  readShopConfig,
  type ShopConfig,
  ShopConfigError,
  shopConfigSchema,
} from './config/shop-config';
export { DEMO_DELAY_MS, findDemoHandler, registerDemoHandler } from './demo/adapter';
export { httpRequest, REQUEST_UUID_HEADER } from './http/client';
export {
  HttpError,
  isHttpError,
  isNetworkError,
  isResponseShapeError,
  NetworkError,
  ResponseShapeError,
} from './http/errors';
export { createI18n, mergeTranslations } from './i18n/create-i18n';
export {
  DEFAULT_LANGUAGE,
  flagCode,
  getLanguageFromCookie,
  languageName,
  setLanguageCookie,
} from './i18n/language';
export { SafeHtml } from './i18n/safe-html';
export { sanitizeHtml } from './i18n/sanitize';
export { flushClientLog, initClientLogger, logger } from './logger/logger';
export { $abVariants, variantAssigned } from './model/ab-variants';
export {
  $gatekeepingAnswers,
  $pricelists,
  $purchasesCache,
  gatekeepingAnswersChanged,
  pricelistsLoaded,
  purchasesCacheInvalidated,
  purchasesLoaded,
} from './model/caches';
export { $consumerId, consumerIdCleared, loggedOut, signedIn } from './model/consumer';
export { $isDemo, demoEntered, demoExited, enterDemoFromQuery, isDemoQuery } from './model/demo';
export { $featureResults, featureOn, fetchFeaturesFx } from './model/features';
export { STORAGE_KEYS, startPersistence } from './model/persistence';
export {
  $exchangeItems,
  $quantities,
  $returnItems,
  $selectedItems,
  itemDeselected,
  itemRemoved,
  itemSelected,
  quantityChanged,
  type SelectedItem,
  selectionCleared,
} from './model/selection';
export { getDeviceId, getSessionId, setDeviceId } from './model/session';
export { $shopConfig, shopConfigLoaded } from './model/shop';
export { $signInError, errorCodeOf, signInErrorCleared, signInErrorStored } from './model/sign-in-error';
export { $stepError, stepErrorCleared, stepErrorRaised } from './model/step-error';
export {
  BrowserRouter,
  Link,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from './router';
export { compareSizes, DIALOG_RADIO_THRESHOLD, sortBySize, usesDropdown } from './sizes';
export { ErrorMessage } from './ui/error-message';
export { LoadingState } from './ui/loading-state';
export { ModalDialog } from './ui/modal-dialog';
export { PageHeading } from './ui/page-heading';
export { StepIndicator } from './ui/step-indicator';
