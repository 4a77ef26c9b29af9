import type { Story, StoryDefault } from '@ladle/react';
import { PageHeading } from './page-heading';

export default {
  title: 'Navigation/Page heading',
} satisfies StoryDefault;

/** A step's h1 and its lead (it takes focus when a later step appears, without a visible outline). */
export const WithLead: Story = () => (
  <>
    <PageHeading>Which items do you want to return?</PageHeading>
    <p className="rp-lead">Select the items and tell us why you are returning them.</p>
  </>
);
WithLead.storyName = 'With lead';

/** A long heading wraps (phones). */
export const LongHeading: Story = () => (
  <div style={{ maxWidth: 375 }}>
    <PageHeading>How would you like to receive the money for your returned items?</PageHeading>
  </div>
);
LongHeading.storyName = 'Long heading';
