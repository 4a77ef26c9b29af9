// @vitest-environment jsdom
import { Provider } from '@portal/shared';
import { returnOrderListSchema } from '@portal/shared/schemas';
import { cleanUp, render, setUpTexts } from '@portal/shared/testing';
import { fork } from 'effector';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { $yourReturns, fromReturnOrders } from '../../model/your-returns';
import { YourReturnsBelow } from './your-returns';

beforeAll(setUpTexts);
afterEach(cleanUp);

const euro = (value: string) => ({ value, currency: 'EUR' });

/** A return order of the parka for the liner in M and of the field jacket for the mug, as the platform lists it. */
const exchanged = returnOrderListSchema.parse([
  {
    id: 'ro-1',
    createdAt: '2026-11-20T10:00:00Z',
    items: [
      {
        purchaseId: 'p1',
        title: 'Hooded Down Parka',
        imageUrl: null,
        quantity: 1,
        exchangeProduct: {
          id: 'prod-liner-jacket',
          name: 'Quilted Liner Jacket',
          sku: 'liner-jacket-m',
          variant: 'M',
          price: euro('99.00'),
        },
      },
      {
        purchaseId: 'p2',
        title: 'Waxed Field Jacket',
        imageUrl: null,
        quantity: 1,
        exchangeProduct: {
          id: 'prod-stoneware-mug',
          name: 'Stoneware Mug',
          sku: 'stoneware-mug',
          variant: null,
          price: euro('16.00'),
        },
      },
      { purchaseId: 'p3', title: 'Canvas Tote Bag', imageUrl: null, quantity: 1 },
    ],
    carrierName: 'DPD',
    paymentStatus: null,
    shipment: { status: 'LABEL_CREATED', labelUrl: null, trackingUpdates: [] },
  },
]);

describe('"Your returns"', () => {
  it('names the product an exchange for another product brings under the returned item, with its variant when it has one', async () => {
    // The list is in the scope already, and no shopper or shop is: nothing is asked of the platform.
    const scope = fork({ values: [[$yourReturns, fromReturnOrders(exchanged, 'c1')]] });
    const view = await render(
      <Provider value={scope}>
        <YourReturnsBelow orders={1} />
      </Provider>,
    );
    expect([...view.querySelectorAll('.rp-your-returns__item')].map((item) => item.textContent)).toEqual([
      'Hooded Down ParkaIn exchange: Quilted Liner Jacket, M',
      'Waxed Field JacketIn exchange: Stoneware Mug',
      'Canvas Tote Bag',
    ]);
    expect(view.querySelectorAll('.rp-your-returns__exchange')).toHaveLength(2);
  });
});
