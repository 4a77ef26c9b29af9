import type { Story, StoryDefault } from '@ladle/react';
import { Badge } from './badge';
import { Specimen, Specimens } from './catalogue/specimen';

export default {
  title: 'Content/Badge',
} satisfies StoryDefault;

/** Neutral: a count or a plain label. */
export const Neutral: Story = () => <Badge>2 items</Badge>;

/** Success. */
export const Success: Story = () => <Badge tone="success">Most sustainable</Badge>;

/** Warning. */
export const Warning: Story = () => <Badge tone="warning">Last day to return</Badge>;

/** All tones, and next to a heading, as on the carrier step. */
export const InContext: Story = () => (
  <Specimens>
    <Specimen label="All tones">
      <Badge>Returned</Badge> <Badge tone="success">Refunded</Badge>{' '}
      <Badge tone="warning">Awaiting parcel</Badge>
    </Specimen>
    <Specimen label="Next to a heading">
      <h3 style={{ margin: 0, fontSize: 'var(--rp-text-lg)' }}>
        DHL service point <Badge tone="success">Most sustainable</Badge>
      </h3>
    </Specimen>
  </Specimens>
);
InContext.storyName = 'In context';
