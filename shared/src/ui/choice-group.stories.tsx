import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { Specimen, Specimens } from './catalogue/specimen';
import { Checkbox, CheckboxGroup, type ChoiceOption, RadioGroup } from './choice-group';
import { Price } from './price';

export default {
  title: 'Forms/Choice groups',
} satisfies StoryDefault;

const GROUP_WIDTH = 420;

const REASONS: ChoiceOption[] = [
  { value: 'too_small', label: 'Too small' },
  { value: 'too_large', label: 'Too large' },
  { value: 'damaged', label: 'Arrived damaged' },
  { value: 'other', label: 'Other' },
];

const REFUNDS: ChoiceOption[] = [
  {
    value: 'original',
    label: 'Refund to my original payment method',
    description: 'Within 5 working days after we receive your parcel.',
  },
  {
    value: 'credit',
    label: 'Store credit with 10% extra',
    description: (
      <>
        You get <Price amount={98.95} currency="EUR" locale="en" /> to spend right away.
      </>
    ),
  },
  {
    value: 'exchange',
    label: 'Exchange for another size',
    description: 'We send the new size as soon as your return is on its way.',
  },
];

/** A radio group and its value, so every story can be clicked. */
function Radios({
  initial = null,
  name,
  options,
  error,
  legend = 'Why are you returning this item?',
}: {
  initial?: string | null;
  name: string;
  options: ChoiceOption[];
  error?: string;
  legend?: string;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <div style={{ maxWidth: GROUP_WIDTH }}>
      <RadioGroup
        name={name}
        legend={legend}
        options={options}
        value={value}
        onChange={setValue}
        error={error}
      />
    </div>
  );
}

/** RadioGroup before a choice. */
export const RadioUnselected: Story = () => <Radios name="reason-unselected" options={REASONS} />;
RadioUnselected.storyName = 'RadioGroup unselected';

/** RadioGroup with a choice made. */
export const RadioSelected: Story = () => (
  <Radios name="reason-selected" options={REASONS} initial="too_small" />
);
RadioSelected.storyName = 'RadioGroup selected';

/** RadioGroup whose options have a second line. */
export const RadioWithDescriptions: Story = () => (
  <Radios name="refund" options={REFUNDS} initial="credit" legend="How would you like your money back?" />
);
RadioWithDescriptions.storyName = 'RadioGroup with descriptions';

/** RadioGroup with an error: submitted without a choice. */
export const RadioWithError: Story = () => (
  <Radios name="reason-error" options={REASONS} error="Choose a reason for your return." />
);
RadioWithError.storyName = 'RadioGroup with error';

/** RadioGroup with an option that cannot be chosen. */
export const RadioWithDisabledOption: Story = () => (
  <Radios
    name="refund-disabled"
    legend="How would you like your money back?"
    initial="original"
    options={REFUNDS.map((option) =>
      option.value === 'exchange'
        ? { ...option, disabled: true, description: 'This size is sold out, so it cannot be exchanged.' }
        : option,
    )}
  />
);
RadioWithDisabledOption.storyName = 'RadioGroup with a disabled option';

/** RadioGroup whose legend is only read out (the heading above already names it). */
export const RadioLegendHidden: Story = () => {
  const [value, setValue] = useState<string | null>('dropoff');
  return (
    <div style={{ maxWidth: GROUP_WIDTH }}>
      <h2 style={{ fontSize: 'var(--rp-text-lg)', margin: '0 0 var(--rp-space-3)' }}>
        Choose how to send it
      </h2>
      <RadioGroup
        name="shipping"
        legend="Choose how to send it"
        legendHidden
        options={[
          { value: 'dropoff', label: 'Drop off at a service point', description: 'Free' },
          {
            value: 'pickup',
            label: 'Have it picked up at home',
            description: '€4.95, deducted from your refund',
          },
        ]}
        value={value}
        onChange={setValue}
      />
    </div>
  );
};
RadioLegendHidden.storyName = 'RadioGroup legend hidden';

const ACCESSORIES: ChoiceOption[] = [
  { value: 'belt', label: 'Belt', description: 'Came with the trousers' },
  { value: 'pouch', label: 'Dust pouch' },
  { value: 'tags', label: 'Original tags' },
  { value: 'box', label: 'Shoe box', disabled: true, description: 'Not part of this order' },
];

/** CheckboxGroup: any number of options; none, some and with an error. */
export const CheckboxGroupStates: Story = () => {
  const [none, setNone] = useState<string[]>([]);
  const [some, setSome] = useState<string[]>(['belt', 'tags']);
  const [invalid, setInvalid] = useState<string[]>([]);
  return (
    <Specimens>
      <Specimen label="Nothing checked" width={GROUP_WIDTH}>
        <CheckboxGroup
          name="accessories-none"
          legend="What are you sending back with it?"
          options={ACCESSORIES}
          values={none}
          onChange={setNone}
        />
      </Specimen>
      <Specimen label="Some checked, one disabled" width={GROUP_WIDTH}>
        <CheckboxGroup
          name="accessories-some"
          legend="What are you sending back with it?"
          options={ACCESSORIES}
          values={some}
          onChange={setSome}
        />
      </Specimen>
      <Specimen label="With error" width={GROUP_WIDTH}>
        <CheckboxGroup
          name="accessories-error"
          legend="What are you sending back with it?"
          options={ACCESSORIES}
          values={invalid}
          onChange={setInvalid}
          error="Check at least one item."
        />
      </Specimen>
    </Specimens>
  );
};
CheckboxGroupStates.storyName = 'CheckboxGroup';

/** A checkbox and its value. */
function LoneCheckbox({ id, initial, error }: { id: string; initial: boolean; error?: string }) {
  const [checked, setChecked] = useState(initial);
  return (
    <Checkbox
      id={id}
      label="I have read the return conditions and the items are unworn, with their tags."
      checked={checked}
      onChange={setChecked}
      error={checked ? null : error}
    />
  );
}

/** Checkbox on its own: unchecked, checked and with an error (which goes once it is checked). */
export const CheckboxStates: Story = () => (
  <Specimens>
    <Specimen label="Unchecked" width={GROUP_WIDTH}>
      <LoneCheckbox id="terms-unchecked" initial={false} />
    </Specimen>
    <Specimen label="Checked" width={GROUP_WIDTH}>
      <LoneCheckbox id="terms-checked" initial />
    </Specimen>
    <Specimen label="With error" width={GROUP_WIDTH}>
      <LoneCheckbox id="terms-error" initial={false} error="Confirm the return conditions to continue." />
    </Specimen>
  </Specimens>
);
CheckboxStates.storyName = 'Checkbox';
