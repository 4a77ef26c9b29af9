import type { Story, StoryDefault } from '@ladle/react';
import { Specimen, Specimens } from './catalogue/specimen';
import { Checkbox } from './choice-group';
import { TextWithLink } from './text-with-link';

export default {
  title: 'Navigation/Text with a link',
} satisfies StoryDefault;

const text = 'I agree to the {{link}} of the return';

/** A terms checkbox whose label links the shop's return policy (new tab), and one of a shop without it. */
export const Default: Story = () => (
  <Specimens>
    <Specimen label="With the shop's return policy">
      <Checkbox
        id="terms-linked"
        checked={false}
        onChange={() => undefined}
        label={
          <TextWithLink
            text={text}
            linkText="terms and conditions"
            href="https://nordwind.example/return-policy"
          />
        }
      />
    </Specimen>
    <Specimen label="Without one: the same words, unlinked">
      <Checkbox
        id="terms-plain"
        checked={false}
        onChange={() => undefined}
        label={<TextWithLink text={text} linkText="terms and conditions" />}
      />
    </Specimen>
  </Specimens>
);
