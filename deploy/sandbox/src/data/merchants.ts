/**
 * The seeded shops' configurations. Asset paths are relative to the sandbox; routes/shops.ts makes them
 * absolute.
 */
import type { ShopConfigInput } from '@portal/shared/config';
import type { LabelFailure } from './label-failures';

/**
 * A seeded shop: its configuration plus a line for the start script, and a label failure that
 * every return of the shop gets (none of the seeded shops has one; the control route sets one).
 */
export type SeedMerchant = ShopConfigInput & {
  merchantName: string;
  description: string;
  labelFailure?: LabelFailure;
};

const storeReasons = (extra: ShopConfigInput['returnReasons'] = []): ShopConfigInput['returnReasons'] => [
  {
    position: 1,
    returnReason: { id: 101, key: 'too_small', description: 'Too small' },
    allowComment: false,
    preventReturn: false,
    translations: { nl: 'Te klein', en: 'Too small', de: 'Zu klein' },
  },
  {
    position: 2,
    returnReason: { id: 102, key: 'too_large', description: 'Too large' },
    allowComment: false,
    preventReturn: false,
    translations: { nl: 'Te groot', en: 'Too large', de: 'Zu groß' },
  },
  {
    position: 3,
    returnReason: { id: 103, key: 'damaged', description: 'Arrived damaged' },
    allowComment: true,
    preventReturn: false,
    storeReturnReason: {
      allowComment: true,
      comment: { required: true, label: 'What was damaged?', type: 'text', options: [] },
    },
    translations: { nl: 'Beschadigd ontvangen', en: 'Arrived damaged', de: 'Beschädigt angekommen' },
  },
  {
    position: 4,
    returnReason: { id: 104, key: 'prevent', description: 'Changed my mind after using it' },
    allowComment: false,
    preventReturn: true,
    translations: {
      nl: 'Gebruikt en van gedachten veranderd',
      en: 'Changed my mind after using it',
      de: 'Benutzt und doch nicht gewollt',
    },
  },
  {
    position: 9,
    returnReason: { id: 109, key: 'other', description: 'Other' },
    allowComment: true,
    preventReturn: false,
    translations: { nl: 'Anders', en: 'Other', de: 'Sonstiges' },
  },
  ...extra,
];

const legacyReasons: ShopConfigInput['returnReasons'] = ['nl', 'en', 'de'].flatMap((locale) => {
  const texts: Record<string, [string, string, string, string]> = {
    nl: ['Past niet', 'Niet zoals verwacht', 'Anders', 'Ruilen [exchange]'],
    en: ['Does not fit', 'Not as expected', 'Other', 'Exchange [exchange]'],
    de: ['Passt nicht', 'Nicht wie erwartet', 'Sonstiges', 'Umtausch [exchange]'],
  };
  const [fit, expected, other, exchange] = texts[locale] ?? texts.en!;
  return [
    { type: 1, disablesReturnFlow: false, value: 'fit', text: fit, locale, position: 1 },
    { type: 1, disablesReturnFlow: false, value: 'expected', text: expected, locale, position: 2 },
    { type: 2, disablesReturnFlow: false, value: 'other', text: other, locale, position: 3 },
    { type: 3, disablesReturnFlow: false, value: 'exchange', text: exchange, locale, position: 4 },
  ];
});

/** Every seeded shop. */
export const merchants: SeedMerchant[] = [
  {
    merchantName: 'nordwind',
    description: 'Shopify shop on the draft flow: magic link, exchanges, store credit',
    id: 'store-nordwind',
    name: 'Nordwind Outfitters',
    url: 'https://nordwind.example',
    supportEmail: 'support@nordwind.example',
    merchantPlatform: 'SHOPIFY',
    // Sells in the EU: the withdrawal function is on (docs/business-rules.md#the-withdrawal-function).
    withdrawalEnabled: true,
    platformSlice: 2,
    locales: ['nl', 'en', 'de', 'sv'],
    logoUrl: '/assets/logos/nordwind.svg',
    primaryFont: 'Lora, Georgia, serif',
    buttonColor: '#0b4f6c',
    buttonTextColor: '#ffffff',
    buttonRadius: 24,
    loginLeftSideImageUrl: '/assets/login/nordwind.svg',
    leftSideImageBackgroundPosition: 'center top',
    mobileLogoWidth: 120,
    mobileLogoHeight: 36,
    returnPeriodDays: 30,
    gracePeriod: 3,
    selectItemsQtySelector: false,
    mutuallyExclusiveSupplierSelection: true,
    storeCredit: {
      enabled: true,
      incentive: { type: 'PERCENTAGE', percentage: 10, maximumAmount: 25, currency: 'EUR' },
    },
    // An exchange for another jacket: 10 % of the returned value on top, up to €15.
    productExchange: {
      enabled: true,
      bonus: { type: 'PERCENTAGE', percentage: 10, maximumAmount: 15, currency: 'EUR' },
    },
    returnReasons: storeReasons(),
    customizations: {
      magicLinkEnabled: true,
      exchangeFeatureEnabled: true,
      orderNumberInformationBoxEnabled: true,
      orderNumberExample: 'NW-1001',
      showReturnPeriod: true,
      shopSupportUrl: 'https://nordwind.example/help',
      shopSupportEmail: 'help@nordwind.example',
      returnPolicyUrl: 'https://nordwind.example/return-policy',
    },
    features: { 'show-most-sustainable-option': true },
  },
  {
    merchantName: 'atelier',
    productExchange: { enabled: true, bonus: { type: 'FIXED_AMOUNT', amount: 5, currency: 'EUR' } },
    description: 'MAGENTO shop on the quote flow: postal-code sign-in',
    id: 'store-atelier',
    name: 'Atelier Maas',
    url: 'https://atelier-maas.example',
    supportEmail: 'service@atelier-maas.example',
    merchantPlatform: 'MAGENTO',
    // Sells in the EU: the withdrawal function is on (docs/business-rules.md#the-withdrawal-function).
    withdrawalEnabled: true,
    platformSlice: 1,
    locales: ['nl', 'en', 'de', 'fr'],
    logoUrl: '/assets/logos/default.svg',
    defaultLogo: true,
    logoCentered: true,
    primaryFont: "'Work Sans', 'Trebuchet MS', sans-serif",
    buttonColor: '#7a1f3d',
    buttonTextColor: '#ffffff',
    buttonRadius: 4,
    loginLeftSideImageUrl: '/assets/login/atelier.svg',
    leftSideImageBackgroundPosition: 'center',
    returnPeriodDays: 14,
    selectItemsQtySelector: true,
    returnReasons: legacyReasons,
    customizations: {
      postalCodeOrderNumberFeatureEnabled: true,
      hideProductPrices: false,
      showProductCategory: true,
      packagesQuantityEnabled: true,
      returnPolicyUrl: 'https://atelier-maas.example/retourbeleid',
    },
  },
  {
    merchantName: 'kiosk',
    description: 'Ecommerce-less shop: sign in with country, type items in by hand',
    // The one shop without the withdrawal function (as a shop outside the EU would be): no link.
    id: 'store-kiosk',
    name: 'Kiosk Collective',
    url: 'https://kiosk.example',
    supportEmail: 'hello@kiosk.example',
    merchantPlatform: 'SHOPIFY',
    platformSlice: 2,
    isEcommerceless: true,
    locales: ['nl', 'en', 'de'],
    logoUrl: '/assets/logos/kiosk.svg',
    primaryFont: "'Nunito Sans', Verdana, sans-serif",
    buttonColor: '#1d5c3a',
    buttonTextColor: '#ffffff',
    buttonRadius: 0,
    loginLeftSideImageUrl: '/assets/login/kiosk.svg',
    returnPeriodDays: 30,
    returnReasons: storeReasons(),
    customizations: { informationPopupEnabled: true, returnPolicyUrl: 'https://kiosk.example/returns' },
  },
  {
    merchantName: 'vault',
    description: 'Gatekeeping shop: photos and answers before a return is approved',
    id: 'store-vault',
    name: 'Vault Electronics',
    url: 'https://vault.example',
    supportEmail: 'care@vault.example',
    merchantPlatform: 'SHOPIFY',
    // Sells in the EU: the withdrawal function is on (docs/business-rules.md#the-withdrawal-function).
    withdrawalEnabled: true,
    platformSlice: 2,
    // Asks shoppers before any analytics event is sent (docs/analytics.md#consent).
    analyticsConsentRequired: true,
    locales: ['en', 'nl', 'de'],
    logoUrl: '/assets/logos/vault.svg',
    primaryFont: "'Space Grotesk', 'Courier New', monospace",
    buttonColor: '#3b2a7a',
    buttonTextColor: '#ffffff',
    buttonRadius: 8,
    loginLeftSideImageUrl: '/assets/login/vault.svg',
    returnPeriodDays: 30,
    returnReasons: storeReasons([
      {
        position: 5,
        returnReason: { id: 105, key: 'defect_gate_keeping', description: 'Defective' },
        allowComment: false,
        preventReturn: false,
        translations: { nl: 'Defect', en: 'Defective', de: 'Defekt' },
      },
    ]),
    gatekeeping: {
      form: {
        title: 'Tell us what is wrong',
        description: 'We review every defect report within two working days.',
        fields: [
          { id: 'summary', type: 'ShortText', label: 'Short description', position: 1, required: true },
          { id: 'details', type: 'Paragraph', label: 'What happened?', position: 2, required: false },
          {
            id: 'since',
            type: 'SingleChoice',
            label: 'Since when?',
            position: 3,
            required: true,
            options: [
              { id: 'unboxing', label: 'Since unboxing' },
              { id: 'week', label: 'After a week' },
              { id: 'later', label: 'Later' },
            ],
          },
          {
            id: 'tried',
            type: 'MultiChoice',
            label: 'What did you try?',
            position: 4,
            required: false,
            options: [
              { id: 'restart', label: 'Restarted it' },
              { id: 'charge', label: 'Charged it fully' },
              { id: 'reset', label: 'Factory reset' },
            ],
          },
          { id: 'photos', type: 'FileUpload', label: 'Photos of the defect', position: 5, required: true },
        ],
      },
    },
    customizations: { returnPolicyUrl: 'https://vault.example/return-policy' },
    features: { gatekeeping: true },
  },
];
