import type { Story, StoryDefault } from '@ladle/react';
import { ErrorMessage } from './error-message';

export default {
  title: 'Feedback/Error message',
} satisfies StoryDefault;

/** An error text, announced at once. */
export const Default: Story = () => <ErrorMessage>Enter your order number.</ErrorMessage>;

/** A long message wraps beside its icon. */
export const LongText: Story = () => (
  <div style={{ maxWidth: 360 }}>
    <ErrorMessage>
      We couldn't find an order with this number and postal code. Check both in your order confirmation email
      and try again.
    </ErrorMessage>
  </div>
);
LongText.storyName = 'Long text';
