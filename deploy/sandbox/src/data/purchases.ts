/** Turns seeded orders into the core API's purchase shape. */
import { type Purchase, purchaseSchema } from '../platform/api';
import { carrierOptionsFor } from './carriers';
import { type CatalogProduct, catalog, productIdOf, productImageOf, skuOf, variantIdOf } from './catalog';
import type { SeedOrder } from './seed';
import { CURRENCY_FACTOR } from './shop-terms';

const DAY_MS = 24 * 60 * 60 * 1000;

const round = (value: number) => Math.round(value * 100) / 100;

const RETURN_LOCATIONS = {
  main: { id: 'loc-main', name: 'Main warehouse, Tilburg', country: 'NL' },
  partner: { id: 'loc-partner', name: 'Partner supplier, Hamburg', country: 'DE' },
};

/** The purchases of `orders`, newest order first, each checked against the shared schema. */
export function toPurchases(orders: SeedOrder[], assets: string, now: Date): Purchase[] {
  return [...orders]
    .sort((a, b) => a.daysAgo - b.daysAgo)
    .flatMap((order) => {
      const created = new Date(now.getTime() - order.daysAgo * DAY_MS);
      const orderId = `ord-${order.merchant}-${order.orderNumber}`;
      return order.lines.map((line, index) => {
        const product: CatalogProduct = catalog[line.product];
        const price = round(product.price * (CURRENCY_FACTOR[order.currency] ?? 1));
        const sizeAttribute = product.sizeAttribute ?? 'size';
        const sku = skuOf(product, line.size);
        const image = productImageOf(product, assets);
        const purchase = {
          purchaseId: `${orderId}-${index + 1}`,
          order: {
            createdDate: created.toISOString(),
            orderId,
            currency: order.currency,
            orderNumber: order.orderNumber,
            paymentMethods: ['ideal'],
          },
          product: {
            id: productIdOf(product),
            name: product.name,
            sku,
            legacyKey: `legacy-${sku}`,
            price: { value: price, currency: order.currency },
            imageUrls: [image],
            thumbnailUrl: image,
            categories: [{ name: product.category, id: `cat-${product.category.toLowerCase()}` }],
            attributes: [
              ...(line.size ? [{ name: sizeAttribute, value: line.size }] : []),
              { name: 'color', value: product.color },
            ],
          },
          units: line.units.map((unit) => ({
            fulfillmentDate:
              unit.fulfilled === false ? null : new Date(created.getTime() + DAY_MS).toISOString(),
            paidAmount: { value: unit.paid ?? price, currency: order.currency },
            returnable: unit.returnable,
            availableResolutions: unit.returnable.startsWith('yes')
              ? ['Refund', 'StoreCredit', ...(product.sizes.length > 1 ? (['Exchange'] as const) : [])]
              : [],
          })),
          exchangeOptions: product.sizes
            .filter((size) => size !== line.size && product.sizes.length > 1)
            .map((size) => ({
              id: variantIdOf(product, size),
              name: `${product.name} ${size}`,
              sku: skuOf(product, size),
              price: { value: price, currency: order.currency },
              attributes: [{ name: sizeAttribute, value: size }],
              imageUrls: [image],
            })),
          returnLocation: RETURN_LOCATIONS[line.supplier ?? 'main'],
          // By shop and shopper's country; a floor lamp travels ship-it-yourself only.
          shippingOptions: carrierOptionsFor({
            merchant: order.merchant,
            country: order.country,
            currency: order.currency,
            categories: [product.category],
            assets,
          }).map((carrier) => carrier.option),
        };
        return purchaseSchema.parse(purchase);
      });
    });
}

/** The variant an exchange option stands for, as the shopper chose it (its size), else its name. */
export const variantNameOf = (option: Purchase['exchangeOptions'][number]): string =>
  option.attributes[0]?.value ?? option.name;
