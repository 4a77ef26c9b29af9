import type { Story, StoryDefault } from '@ladle/react';
import { StepProgress } from './step-progress';

export default {
  title: 'Navigation/Step progress',
} satisfies StoryDefault;

/** Choosing the items. */
export const Step1: Story = () => <StepProgress current={1} total={3} label="Step 1 of 3" />;
Step1.storyName = 'Step 1 of 3';

/** Choosing the carrier. */
export const Step2: Story = () => <StepProgress current={2} total={3} label="Step 2 of 3" />;
Step2.storyName = 'Step 2 of 3';

/** Confirming. */
export const Step3: Story = () => <StepProgress current={3} total={3} label="Step 3 of 3" />;
Step3.storyName = 'Step 3 of 3';
