/** The replica test's shoppers (e2e/tests/replicas.spec.ts): order numbers NW-52xx. */
import type { SeedOrder } from './seed-types';

/** One linen shirt each: a paid return while a replica is killed, and photos across replicas. */
export const redisOrders: SeedOrder[] = [
  {
    merchant: 'nordwind',
    orderNumber: 'NW-5201',
    email: 'rhea@example.com',
    postalCode: '1017 CT',
    country: 'NL',
    daysAgo: 2,
    currency: 'EUR',
    lines: [{ product: 'linenShirt', size: 'L', units: [{ returnable: 'yes' }] }],
  },
  {
    merchant: 'nordwind',
    orderNumber: 'NW-5202',
    email: 'remy@example.com',
    postalCode: '1017 CT',
    country: 'NL',
    daysAgo: 2,
    currency: 'EUR',
    lines: [{ product: 'linenShirt', size: 'L', units: [{ returnable: 'yes' }] }],
  },
];
