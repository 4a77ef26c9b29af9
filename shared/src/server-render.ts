/**
 * `@portal/shared/server-render`: what the host's node build needs to render a step on the server and
 * a browser never loads (issue 37). The providers are the same libraries' as the page's hooks
 * (`useTranslation`, the router's) in the root, so a render hands them its own texts and location (its
 * scope goes in effector-react's `Provider`, from the root). The server transport is the root HTTP
 * client's own module: in the host's node build, which bundles the root, it is the one the client reads.
 */
export { I18nextProvider } from 'react-i18next';
export { StaticRouter } from 'react-router-dom';
export { serverTransportInstalled } from './http/server-transport';
export { createServerI18n } from './i18n/create-i18n';

/**
 * What a server render hands the step's `pageStarted` (an event or an effect; a failed effect sends the
 * page as before): the address asked for, path and query, the label hosts the page will carry
 * (`@portal/shared/payment` reads them from the page in a browser, which a server render has not), and the
 * page's language.
 */
export interface PageStart {
  url: string;
  labelHosts: readonly string[];
  language: string;
}
