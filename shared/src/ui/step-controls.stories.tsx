import type { Story, StoryDefault } from '@ladle/react';
import { Button } from './button';
import { StepControls } from './step-controls';

export default {
  title: 'Layout/Step controls',
} satisfies StoryDefault;

/** In the browser the controls work at once (on a server-rendered page, from hydration on). */
export const Hydrated: Story = () => (
  <StepControls>
    <Button>Continue</Button>
  </StepControls>
);
