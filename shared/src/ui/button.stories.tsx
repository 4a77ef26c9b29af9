import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { Button, type ButtonProps, buttonClass } from './button';
import { Specimen, Specimens } from './catalogue/specimen';

export default {
  title: 'Actions/Button',
} satisfies StoryDefault;

/** The step's main action, in the shop's brand colour. */
export const Primary: Story = () => <Button>Continue</Button>;

/** A second action next to the main one. */
export const Secondary: Story = () => <Button variant="secondary">Back to my order</Button>;

/** An action that reads as a link ("change", "cancel"). */
export const Link: Story = () => <Button variant="link">Change language</Button>;

/** Small: inside cards and alerts. */
export const Small: Story = () => (
  <Specimens>
    <Specimen label="Primary">
      <Button size="small">Add photo</Button>
    </Specimen>
    <Specimen label="Secondary">
      <Button size="small" variant="secondary">
        Remove
      </Button>
    </Specimen>
  </Specimens>
);

/** Full width: the main action on a phone. */
export const Block: Story = () => (
  <div style={{ maxWidth: 375 }}>
    <Button block>Confirm return</Button>
  </div>
);

/** Disabled: nothing to act on yet. */
export const Disabled: Story = () => (
  <Specimens>
    <Specimen label="Primary">
      <Button disabled>Continue</Button>
    </Specimen>
    <Specimen label="Secondary">
      <Button variant="secondary" disabled>
        Back to my order
      </Button>
    </Specimen>
    <Specimen label="Link">
      <Button variant="link" disabled>
        Change language
      </Button>
    </Specimen>
  </Specimens>
);

/** Busy: a call is under way; presses are ignored, the button keeps focus and the label is announced. */
export const Busy: Story = () => (
  <Specimens>
    <Specimen label="Primary">
      <Button busy busyLabel="Sending the link…">
        Send me a link
      </Button>
    </Specimen>
    <Specimen label="Secondary">
      <Button variant="secondary" busy busyLabel="Checking…">
        Check my order
      </Button>
    </Specimen>
    <Specimen label="Block">
      <div style={{ width: 320 }}>
        <Button block busy busyLabel="Creating your return…">
          Confirm return
        </Button>
      </div>
    </Specimen>
  </Specimens>
);

/** Press it: busy for two seconds, as while a form is sent. */
export const BusyWhilePressed: Story = () => {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      busy={busy}
      busyLabel="Sending the link…"
      onClick={() => {
        setBusy(true);
        window.setTimeout(() => setBusy(false), 2000);
      }}
    >
      Send me a link
    </Button>
  );
};
BusyWhilePressed.storyName = 'Busy while pressed';

/** Every variant and size together. */
export const Overview: Story = () => (
  <div style={{ display: 'grid', gap: 'var(--rp-space-4)' }}>
    {(['primary', 'secondary', 'link'] as const).map((variant) => (
      <Specimens key={variant}>
        <Specimen label={`${variant}`}>
          <Button variant={variant}>Continue</Button>
        </Specimen>
        <Specimen label={`${variant}, small`}>
          <Button variant={variant} size="small">
            Continue
          </Button>
        </Specimen>
        <Specimen label={`${variant}, disabled`}>
          <Button variant={variant} disabled>
            Continue
          </Button>
        </Specimen>
        <Specimen label={`${variant}, busy`}>
          <Button variant={variant} busy busyLabel="Saving…">
            Continue
          </Button>
        </Specimen>
      </Specimens>
    ))}
  </div>
);

/** A real link that looks like a button (`buttonClass`): "Download label", "Back to the shop". */
export const LinkStyledAsButton: Story = () => (
  <Specimens>
    <Specimen label="Primary">
      <a className={buttonClass()} href="#label">
        Download return label
      </a>
    </Specimen>
    <Specimen label="Secondary, small">
      <a className={buttonClass({ variant: 'secondary', size: 'small' })} href="#shop">
        Back to the shop
      </a>
    </Specimen>
  </Specimens>
);
LinkStyledAsButton.storyName = 'Link styled as a button';

/** Every prop in the controls panel. */
export const Playground: Story<ButtonProps> = ({ children, ...props }) => (
  <Button {...props}>{children}</Button>
);
Playground.args = {
  children: 'Continue',
  busyLabel: 'Saving…',
  busy: false,
  disabled: false,
  block: false,
};
Playground.argTypes = {
  variant: { options: ['primary', 'secondary', 'link'], control: { type: 'radio' }, defaultValue: 'primary' },
  size: { options: ['regular', 'small'], control: { type: 'radio' }, defaultValue: 'regular' },
  onClick: { action: 'clicked' },
};
