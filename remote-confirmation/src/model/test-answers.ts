/**
 * The platform's answers the confirmation's model tests start from: the draft flow's return order and the
 * quote flow's confirmation, each paid and with its label.
 */
import type { Confirmation, ReturnOrder } from '@portal/shared';

/** A paid return order with its label, `fields` on top. */
export const returnOrderAnswer = (fields: Partial<ReturnOrder> = {}): ReturnOrder => ({
  id: 'ro-1',
  submittedStatus: 'Submitted',
  shippingMethod: 'DROP_OFF',
  carrierName: 'DPD',
  isShipItYourself: false,
  paymentStatus: 'Paid',
  shipment: {
    status: 'LABEL_CREATED',
    labelUrl: 'https://labels.example/ro-1.pdf',
    sender: { countryCode: 'NL' },
  },
  ...fields,
});

/** A paid quote's confirmation with its label, `fields` on top. */
export const confirmationAnswer = (fields: Partial<Confirmation> = {}): Confirmation => ({
  hasExchangeItems: false,
  shouldHaveLabel: true,
  labelUrl: 'https://labels.example/q-1.pdf',
  paymentStatus: 'paid',
  courierServiceType: 'DPD_DROPOFF',
  shipmentType: 'DROPOFF',
  customerCountry: 'NL',
  withCoupon: false,
  labelInTheBox: false,
  paperless: false,
  ...fields,
});
