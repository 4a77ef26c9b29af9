import type { Story, StoryDefault } from '@ladle/react';
import { Price } from './price';

export default {
  title: 'Content/Price',
} satisfies StoryDefault;

const LOCALES = ['en', 'nl', 'de'] as const;
const CURRENCIES = ['EUR', 'GBP'] as const;

const cell = { padding: 'var(--rp-space-2) var(--rp-space-4)', textAlign: 'left' } as const;

/** One amount in every language the portal speaks, in euros and pounds. */
function PriceTable({ amount }: { amount: number }) {
  return (
    <table style={{ borderCollapse: 'collapse', background: 'var(--rp-surface)' }}>
      <thead>
        <tr>
          <th style={cell}>Language</th>
          {CURRENCIES.map((currency) => (
            <th key={currency} style={cell}>
              {currency}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {LOCALES.map((locale) => (
          <tr key={locale} style={{ borderTop: '1px solid var(--rp-border)' }}>
            <th scope="row" style={cell}>
              {locale}
            </th>
            {CURRENCIES.map((currency) => (
              <td key={currency} style={cell}>
                <Price amount={amount} currency={currency} locale={locale} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** €59.95 / £59.95 in en, nl and de. */
export const EurAndGbp: Story = () => <PriceTable amount={59.95} />;
EurAndGbp.storyName = 'EUR and GBP in en, nl, de';

/** Thousands separators. */
export const LargeAmount: Story = () => <PriceTable amount={1249.5} />;
LargeAmount.storyName = 'Large amount';

/** Zero (a free return) and a deduction. */
export const ZeroAndNegative: Story = () => (
  <p>
    Return shipping: <Price amount={0} currency="EUR" locale="en" /> · Pick-up fee:{' '}
    <Price amount={-4.95} currency="EUR" locale="en" />
  </p>
);
ZeroAndNegative.storyName = 'Zero and negative';

/** Any amount, currency and language in the controls panel. */
export const Playground: Story<{ amount: number; currency: string; locale: string }> = (props) => (
  <Price {...props} />
);
Playground.args = { amount: 24.95 };
Playground.argTypes = {
  currency: {
    options: ['EUR', 'GBP', 'SEK', 'CHF', 'USD'],
    control: { type: 'select' },
    defaultValue: 'EUR',
  },
  locale: { options: ['en', 'nl', 'de', 'sv', 'fr'], control: { type: 'select' }, defaultValue: 'en' },
};
