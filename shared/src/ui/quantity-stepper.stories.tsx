import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { Specimen, Specimens } from './catalogue/specimen';
import { QuantityStepper } from './quantity-stepper';

export default {
  title: 'Forms/Quantity stepper',
} satisfies StoryDefault;

/** A stepper and its value: the buttons and typing really change it. */
function Stepper({ id, initial, max, min }: { id: string; initial: number; max: number; min?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      id={id}
      label="Quantity to return"
      value={value}
      min={min}
      max={max}
      maxLabel={`/ ${max}`}
      decreaseLabel="Return one less"
      increaseLabel="Return one more"
      onChange={setValue}
    />
  );
}

/** At the minimum: "−" is disabled. */
export const AtMin: Story = () => <Stepper id="quantity-min" initial={1} max={3} />;
AtMin.storyName = 'At min, 1 of 3';

/** In the middle: both buttons work. */
export const Middle: Story = () => <Stepper id="quantity-middle" initial={2} max={3} />;
Middle.storyName = 'Middle, 2 of 3';

/** At the maximum: "+" is disabled. */
export const AtMax: Story = () => <Stepper id="quantity-max" initial={3} max={3} />;
AtMax.storyName = 'At max, 3 of 3';

/** Only one was ordered: both buttons are disabled. */
export const OnlyOne: Story = () => <Stepper id="quantity-one" initial={1} max={1} />;
OnlyOne.storyName = 'Only one ordered, 1 of 1';

/** From zero: items can be left out of the return. */
export const FromZero: Story = () => <Stepper id="quantity-zero" initial={0} min={0} max={12} />;
FromZero.storyName = 'From zero, up to 12';

/** The stepper without a "/ max" label. */
export const WithoutMaxLabel: Story = () => {
  const [value, setValue] = useState(2);
  return (
    <Specimens>
      <Specimen label="No max label">
        <QuantityStepper
          id="quantity-no-label"
          label="Number of parcels"
          value={value}
          max={5}
          decreaseLabel="One parcel less"
          increaseLabel="One parcel more"
          onChange={setValue}
        />
      </Specimen>
    </Specimens>
  );
};
