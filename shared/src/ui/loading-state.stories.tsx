import type { Story, StoryDefault } from '@ladle/react';
import { LoadingState } from './loading-state';

export default {
  title: 'Feedback/Loading state',
} satisfies StoryDefault;

/** A spinner with its label, announced politely. */
export const Default: Story = () => <LoadingState label="Loading your order…" />;

/** A longer wait. */
export const LongerLabel: Story = () => <LoadingState label="Finding service points near 1012 AB…" />;
LongerLabel.storyName = 'Longer label';
