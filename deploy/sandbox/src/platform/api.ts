/**
 * The platform's calls as the sandbox takes and answers them, by `deploy/sandbox/openapi.yaml`
 * (docs/sandbox.md#the-platforms-api-as-the-sandbox-reads-it): a check per request body and query a
 * route reads (a malformed one gets the route's 4xx), and the types of the document's shapes. The
 * types come from `openapi.d.ts`, generated from the document (`npm run openapi:types -w sandbox`);
 * `contract.test.ts` fails when the two differ. Answers need no check here: `app.ts` checks every one.
 */
import { component, platformDocument, requestBody, requestQuery } from './contract';
import type { components, operations } from './openapi';

type Schemas = components['schemas'];
type QueryOf<Id extends keyof operations> = NonNullable<operations[Id]['parameters']['query']>;

/** The core API's error answer: an errors array, each with a code. */
export type ApiErrorBody = Schemas['ErrorBody'];
/** One of the seven returnable values of a unit. */
export type Returnable = Schemas['Returnable'];
/** The seven returnable values, as the document lists them. */
export const returnableValues = (
  platformDocument.components as { schemas: { Returnable: { enum: Returnable[] } } }
).schemas.Returnable.enum;
/** A carrier service of the draft flow. */
export type ShippingOption = Schemas['ShippingOption'];
/** One line of an order. */
export type Purchase = Schemas['Purchase'];
/** A purchase in a draft. */
export type SelectedPurchase = Schemas['SelectedPurchase'];
/** A draft update. */
export type DraftUpdate = Schemas['DraftUpdate'];
/** The draft return order. */
export type DraftReturnOrder = Schemas['DraftReturnOrder'];
/** A created return order. */
export type CreatedReturnOrder = Schemas['CreatedReturnOrder'];
/** An address of a shipment. */
export type ReturnAddress = Schemas['Address'];
/** One item of an earlier return. */
export type PastReturnItem = Schemas['PastReturnItem'];
/** The shopper's return orders. */
export type ReturnOrderList = Schemas['ReturnOrderList'];
/** The pricelists answer. */
export type Pricelists = Schemas['Pricelists'];
/** A quote request. */
export type QuoteRequest = Schemas['QuoteRequest'];
/** One returned item of a quote request. */
export type QuoteItem = Schemas['QuoteItem'];
/** A quote answer. */
export type QuoteResponse = Schemas['QuoteResponse'];
/** Where to pay again. */
export type PaymentResponse = Schemas['PaymentResponse'];
/** The product an exchange for another product brings, as the answers name it. */
export type ExchangeProduct = Schemas['ExchangeProduct'];
/** A quote's confirmation. */
export type Confirmation = Schemas['Confirmation'];
/** The shopper's quotes. */
export type QuoteList = Schemas['QuoteList'];
/** A carrier's emissions statement. */
export type EmissionsPerParcel = Schemas['EmissionsPerParcel'];
/** A product of a shop's catalogue, with its variants' prices and stock. */
export type CatalogueProduct = Schemas['CatalogueProduct'];
/** One page of a catalogue search. */
export type CataloguePage = Schemas['CataloguePage'];
/** A catalogue's categories with their product counts. */
export type CatalogueCategories = Schemas['CatalogueCategories'];
/** The acknowledgement of a withdrawal statement. */
export type WithdrawalAcknowledgement = Schemas['WithdrawalAcknowledgement'];

// --- Requests: each route's body or query --------------------------------------------------------

export const authConsumerRequestSchema = requestBody<Schemas['SignInRequest']>('signIn');
export const magicLinkRequestSchema = requestBody<Schemas['MagicLinkRequest']>('sendMagicLink');
export const draftCreateSchema = requestBody<Schemas['DraftCreate']>('createDraft');
export const draftUpdateSchema = requestBody<DraftUpdate>('updateDraft');
export const gatekeepingRequestSchema =
  requestBody<Schemas['GatekeepingRequest']>('submitGatekeepingRequest');
export const withdrawalRequestSchema = requestBody<Schemas['WithdrawalRequest']>('withdraw');
export const pricelistsQuerySchema = requestQuery<QueryOf<'pricelists'>>('pricelists');
export const timeslotsQuerySchema = requestQuery<QueryOf<'timeslots'>>('timeslots');
export const addressCheckSchema = requestBody<Schemas['AddressCheck']>('checkAddress');
export const quoteRequestSchema = requestBody<QuoteRequest>('createQuote');
export const exchangeRatesQuerySchema = requestQuery<QueryOf<'exchangeRates'>>('exchangeRates');
export const catalogueQuerySchema = requestQuery<QueryOf<'catalogueProducts'>>('catalogueProducts');
export const catalogueProductQuerySchema = requestQuery<QueryOf<'catalogueProduct'>>('catalogueProduct');

// --- Shapes the seed is checked by, and tests read answers with ---------------------------------

export const apiErrorBodySchema = component<ApiErrorBody>('ErrorBody');
export const purchaseSchema = component<Purchase>('Purchase');
export const pricelistsSchema = component<Pricelists>('Pricelists');
export const draftReturnOrderSchema = component<DraftReturnOrder>('DraftReturnOrder');
export const authConsumerResponseSchema = component<Schemas['SignInResponse']>('SignInResponse');
export const purchasesResponseSchema = component<Purchase[]>('Purchases');
export const createdReturnOrderSchema = component<CreatedReturnOrder>('CreatedReturnOrder');
export const returnOrderSchema = component<Schemas['ReturnOrder']>('ReturnOrder');
export const returnOrderListSchema = component<ReturnOrderList>('ReturnOrderList');
export const quoteResponseSchema = component<QuoteResponse>('QuoteResponse');
export const paymentResponseSchema = component<PaymentResponse>('PaymentResponse');
export const confirmationSchema = component<Confirmation>('Confirmation');
export const quoteListSchema = component<QuoteList>('QuoteList');
export const timeslotsSchema = component<Schemas['Timeslots']>('Timeslots');
export const validatedAddressSchema = component<Schemas['ValidatedAddress']>('ValidatedAddress');
export const exchangeRatesSchema = component<Schemas['ExchangeRates']>('ExchangeRates');
export const cataloguePageSchema = component<CataloguePage>('CataloguePage');
export const catalogueProductSchema = component<CatalogueProduct>('CatalogueProduct');
export const catalogueCategoriesSchema = component<CatalogueCategories>('CatalogueCategories');
