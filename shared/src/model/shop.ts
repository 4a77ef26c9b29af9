/** The shop configuration on the bus, so every remote reads the one the host parsed. */
import { createEvent, createStore } from 'effector';
import type { ShopConfig } from '../config/shop-config';

/** The host read and checked the configuration. */
export const shopConfigLoaded = createEvent<ShopConfig>();

/** This merchant's configuration (null until the host has read it). */
export const $shopConfig = createStore<ShopConfig | null>(null).on(shopConfigLoaded, (_, config) => config);
