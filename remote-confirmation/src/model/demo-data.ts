/**
 * Demo mode's confirmations: the return order and quote the carriers step's demo creates
 * (`demo-return-order`, quote `123`), answered in the browser, with a sample label bundled with
 * this remote, so the whole journey can be shown without the platform.
 */
import { type Confirmation, type ReturnOrder, registerDemoHandler } from '@portal/shared';

/** The demo return order's id, fixed as the carriers step's demo creates it. */
export const DEMO_RETURN_ORDER_ID = 'demo-return-order';

const demoLabelUrl = new URL('../assets/demo-label.pdf', import.meta.url).href;

const demoReturnOrder: ReturnOrder = {
  id: DEMO_RETURN_ORDER_ID,
  submittedStatus: 'Submitted',
  shippingMethod: 'DROP_OFF',
  carrierName: 'DPD',
  dropOffUrl: 'https://www.dpd.com/nl/en/receiving-parcels/dpd-pickup-parcelshops/',
  isShipItYourself: false,
  shipment: {
    status: 'LABEL_CREATED',
    labelUrl: demoLabelUrl,
    shippingProduct: { key: 'DEMO_DPD' },
    sender: { countryCode: 'NL' },
  },
};

const demoConfirmation: Confirmation = {
  hasExchangeItems: false,
  shouldHaveLabel: false,
  labelUrl: null,
  paymentStatus: 'free',
  courierServiceType: 'SERVERLESS_SHIP_IT_YOURSELF',
  shipmentType: 'DROPOFF',
  customerCountry: 'NL',
  withCoupon: false,
  labelInTheBox: false,
  paperless: false,
};

registerDemoHandler(
  { method: 'GET', path: new RegExp(`^/api/v0/consumer/[^/]+/return-order/${DEMO_RETURN_ORDER_ID}$`) },
  () => demoReturnOrder,
);
registerDemoHandler({ method: 'GET', path: /^\/volta\/confirmations\/123$/ }, () => demoConfirmation);
