/** The shape of a step's route-data declaration. */
import type { ShopConfig } from '../config/shop-config';
import type { HttpRequestOptions } from '../http/client';

/** What the bus says about the shopper when a route is entered (outside demo mode, signed in). */
export interface RouteDataContext {
  consumerId: string;
  config: ShopConfig;
  /** True when the session holds the purchases already. */
  purchasesCached: boolean;
}

/** One route of a step: the GETs its page will start, for the shopper described by the context. */
export interface RouteData {
  path: string;
  requests: (context: RouteDataContext) => HttpRequestOptions<unknown>[];
}
