import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { Alert } from './alert';
import { Button } from './button';

export default {
  title: 'Feedback/Alert',
} satisfies StoryDefault;

const WIDTH = 560;

/** Info: something to know (polite). */
export const Info: Story = () => (
  <div style={{ maxWidth: WIDTH }}>
    <Alert tone="info">You can return items within 30 days of delivery.</Alert>
  </div>
);

/** Warning: something to take care of. */
export const Warning: Story = () => (
  <div style={{ maxWidth: WIDTH }}>
    <Alert tone="warning">
      Your return period ends in 2 days. Drop off your parcel before Friday 14 March.
    </Alert>
  </div>
);

/** Error: announced at once (role alert). */
export const ErrorTone: Story = () => (
  <div style={{ maxWidth: WIDTH }}>
    <Alert tone="error">
      We couldn't find an order with this number and postal code. Check both and try again.
    </Alert>
  </div>
);
ErrorTone.storyName = 'Error';

/** Success. */
export const Success: Story = () => (
  <div style={{ maxWidth: WIDTH }}>
    <Alert tone="success">Your return has been registered. We've emailed you the label.</Alert>
  </div>
);

/** With a title above the text, in every tone. */
export const WithTitle: Story = () => (
  <div style={{ maxWidth: WIDTH }}>
    <Alert tone="info" title="Where is my order number?">
      It's in your order confirmation email, and starts with NW-.
    </Alert>
    <Alert tone="warning" title="Some items can't be returned">
      Sale items and gift cards are not shown.
    </Alert>
    <Alert tone="error" title="Something went wrong">
      We couldn't create your return label. Try again in a few minutes.
    </Alert>
    <Alert tone="success" title="Return registered">
      Drop off your parcel at any DHL service point within 14 days.
    </Alert>
  </div>
);
WithTitle.storyName = 'With title';

/** Dismissable: a close button; press it to see the alert go. */
export const Dismissable: Story = () => {
  const [shown, setShown] = useState(true);
  return (
    <div style={{ maxWidth: WIDTH }}>
      {shown ? (
        <Alert
          tone="info"
          title="New: exchanges"
          dismissLabel="Dismiss this message"
          onDismiss={() => setShown(false)}
        >
          You can now exchange an item for another size instead of returning it.
        </Alert>
      ) : (
        <Button variant="secondary" size="small" onClick={() => setShown(true)}>
          Show the message again
        </Button>
      )}
    </div>
  );
};

/** A long text with an action inside it. */
export const WithAction: Story = () => (
  <div style={{ maxWidth: WIDTH }}>
    <Alert tone="warning" title="This order was already partly returned">
      <p>
        You returned the Organic cotton T-shirt on 2 March. You can still return the other items of this order
        until 14 March.
      </p>
      <Button size="small" variant="secondary">
        View the earlier return
      </Button>
    </Alert>
  </div>
);
WithAction.storyName = 'With an action';
