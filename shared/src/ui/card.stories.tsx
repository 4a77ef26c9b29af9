import type { Story, StoryDefault } from '@ladle/react';
import { Badge } from './badge';
import { Card } from './card';
import { SAMPLE_ITEM, SAMPLE_ITEMS, type SampleItem } from './catalogue/sample-items';
import { Price } from './price';
import { ProductImage } from './product-image';

export default {
  title: 'Content/Card',
} satisfies StoryDefault;

/** What the selection step shows in an item card: picture, name, variant and price. */
function ItemContent({ item, badge }: { item: SampleItem; badge?: string }) {
  return (
    <div style={{ display: 'flex', gap: 'var(--rp-space-4)', alignItems: 'flex-start' }}>
      <div style={{ flex: 'none', width: 96 }}>
        <ProductImage src={item.image} alt="" />
      </div>
      <div style={{ minWidth: 0 }}>
        <h3 id={`${item.id}-name`} style={{ margin: 0, fontSize: 'var(--rp-text-md)' }}>
          {item.name}
        </h3>
        <p
          style={{ margin: '0 0 var(--rp-space-2)', color: 'var(--rp-muted)', fontSize: 'var(--rp-text-sm)' }}
        >
          {item.variant} · Qty {item.quantity}
        </p>
        <Price amount={item.price} currency={item.currency} locale="en" />
        {badge && (
          <>
            {' '}
            <Badge tone="success">{badge}</Badge>
          </>
        )}
      </div>
    </div>
  );
}

const CARD_WIDTH = 420;

/** A plain card. */
export const Plain: Story = () => (
  <div style={{ maxWidth: CARD_WIDTH }}>
    <Card labelledBy="sweater-name">
      <ItemContent item={SAMPLE_ITEM} />
    </Card>
  </div>
);

/** Selected for return: the brand's border and tint. */
export const Selected: Story = () => (
  <div style={{ maxWidth: CARD_WIDTH }}>
    <Card selected labelledBy="sweater-name">
      <ItemContent item={SAMPLE_ITEM} />
    </Card>
  </div>
);

/** Disabled, with the reason under its content. */
export const DisabledWithReason: Story = () => (
  <div style={{ maxWidth: CARD_WIDTH }}>
    <Card
      labelledBy="sneaker-name"
      disabledReason="The return period for this item ended on 12 March."
      disabledReasonId="sneaker-disabled-reason"
    >
      <ItemContent item={SAMPLE_ITEMS[2]!} />
    </Card>
  </div>
);
DisabledWithReason.storyName = 'Disabled with reason';

/** Cards in a list, as on the selection step: plain, selected and disabled together. */
export const ItemList: Story = () => (
  <ul
    style={{
      listStyle: 'none',
      margin: 0,
      padding: 0,
      display: 'grid',
      gap: 'var(--rp-space-3)',
      gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
    }}
  >
    {SAMPLE_ITEMS.map((item, index) => (
      <Card
        key={item.id}
        as="li"
        labelledBy={`${item.id}-name`}
        selected={index === 0}
        disabledReason={index === 2 ? 'Sale items cannot be returned.' : undefined}
      >
        <ItemContent item={item} badge={index === 1 ? 'Most sustainable' : undefined} />
      </Card>
    ))}
  </ul>
);
ItemList.storyName = 'Item list';

/** A card holding text only (an order summary). */
export const TextOnly: Story = () => (
  <div style={{ maxWidth: CARD_WIDTH }}>
    <Card as="section" labelledBy="summary-title">
      <h2 id="summary-title" style={{ margin: '0 0 var(--rp-space-2)', fontSize: 'var(--rp-text-lg)' }}>
        Your return
      </h2>
      <p style={{ margin: 0 }}>
        2 items · refund of <Price amount={114.9} currency="EUR" locale="en" /> to your original payment
        method.
      </p>
    </Card>
  </div>
);
TextOnly.storyName = 'Text only';
