import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { Select } from './select';

export default {
  title: 'Forms/Select',
} satisfies StoryDefault;

const FIELD_WIDTH = 360;

const COUNTRIES = (
  <>
    <option value="">Choose a country</option>
    <option value="NL">Netherlands</option>
    <option value="BE">Belgium</option>
    <option value="DE">Germany</option>
    <option value="GB">United Kingdom</option>
  </>
);

/** Select without an error. */
export const SelectDefault: Story = () => {
  const [country, setCountry] = useState('NL');
  return (
    <div style={{ maxWidth: FIELD_WIDTH }}>
      <Select
        id="country"
        label="Country"
        hint="Where the parcel is sent from."
        value={country}
        onChange={(event) => setCountry(event.target.value)}
      >
        {COUNTRIES}
      </Select>
    </div>
  );
};
SelectDefault.storyName = 'Select';

/** Select with an error. */
export const SelectWithError: Story = () => (
  <div style={{ maxWidth: FIELD_WIDTH }}>
    <Select id="country-error" label="Country" defaultValue="" error="Choose the country you ship from.">
      {COUNTRIES}
    </Select>
  </div>
);
SelectWithError.storyName = 'Select with error';

/** Select, disabled. */
export const SelectDisabled: Story = () => (
  <div style={{ maxWidth: FIELD_WIDTH }}>
    <Select id="country-disabled" label="Country" defaultValue="DE" disabled>
      {COUNTRIES}
    </Select>
  </div>
);
SelectDisabled.storyName = 'Select disabled';
