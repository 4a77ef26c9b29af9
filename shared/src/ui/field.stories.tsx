import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { Specimen, Specimens } from './catalogue/specimen';
import { TextArea, TextField } from './field';

export default {
  title: 'Forms/Fields',
} satisfies StoryDefault;

const FIELD_WIDTH = 360;

/** TextField, nothing typed yet. */
export const TextFieldEmpty: Story = () => (
  <div style={{ maxWidth: FIELD_WIDTH }}>
    <TextField id="order-number" label="Order number" autoComplete="off" />
  </div>
);
TextFieldEmpty.storyName = 'TextField empty';

/** TextField with a hint under its label. */
export const TextFieldWithHint: Story = () => (
  <div style={{ maxWidth: FIELD_WIDTH }}>
    <TextField
      id="order-number-hint"
      label="Order number"
      hint="You'll find it in your order confirmation email, e.g. NW-1001."
    />
  </div>
);
TextFieldWithHint.storyName = 'TextField with hint';

/** TextField with an error: red border, the message announced and tied to the input. */
export const TextFieldWithError: Story = () => (
  <div style={{ maxWidth: FIELD_WIDTH }}>
    <TextField
      id="email-error"
      type="email"
      label="Email address"
      hint="The address you ordered with."
      defaultValue="jane.doe@example"
      error="Enter an email address like name@example.com."
    />
  </div>
);
TextFieldWithError.storyName = 'TextField with error';

/** TextField, disabled. */
export const TextFieldDisabled: Story = () => (
  <div style={{ maxWidth: FIELD_WIDTH }}>
    <TextField id="postal-code-disabled" label="Postal code" defaultValue="1012 AB" disabled />
  </div>
);
TextFieldDisabled.storyName = 'TextField disabled';

/** TextField, filled in and editable. */
export const TextFieldInteractive: Story = () => {
  const [value, setValue] = useState('');
  const error =
    value && !/^\S+@\S+\.\S+$/.test(value) ? 'Enter an email address like name@example.com.' : null;
  return (
    <div style={{ maxWidth: FIELD_WIDTH }}>
      <TextField
        id="email-interactive"
        type="email"
        label="Email address"
        hint="We'll send you a sign-in link."
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error}
      />
    </div>
  );
};
TextFieldInteractive.storyName = 'TextField validated while typing';

/** TextArea: empty, with hint, with error, disabled. */
export const TextAreaStates: Story = () => (
  <Specimens>
    <Specimen label="Empty" width={FIELD_WIDTH}>
      <TextArea id="comment-empty" label="Anything else we should know?" />
    </Specimen>
    <Specimen label="With hint" width={FIELD_WIDTH}>
      <TextArea
        id="comment-hint"
        label="What was damaged?"
        hint="Describe the damage so we can improve our packaging."
        defaultValue="The left sleeve has a small tear near the cuff."
      />
    </Specimen>
    <Specimen label="With error" width={FIELD_WIDTH}>
      <TextArea id="comment-error" label="What was damaged?" error="Tell us what was damaged." />
    </Specimen>
    <Specimen label="Disabled" width={FIELD_WIDTH}>
      <TextArea id="comment-disabled" label="Comment" defaultValue="Arrived a size too small." disabled />
    </Specimen>
  </Specimens>
);
TextAreaStates.storyName = 'TextArea';
