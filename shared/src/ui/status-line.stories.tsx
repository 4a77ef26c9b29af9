import type { Story, StoryDefault } from '@ladle/react';
import { Button } from './button';
import { StatusLine } from './status-line';

export default {
  title: 'Feedback/Status line',
} satisfies StoryDefault;

/** Something is under way: the line says so, and the button below stays where it was. */
export const Saving: Story = () => (
  <>
    <StatusLine>Saving your choice…</StatusLine>
    <Button>Continue</Button>
  </>
);

/** Nothing under way: the line is empty and keeps its room. */
export const Idle: Story = () => (
  <>
    <StatusLine />
    <Button>Continue</Button>
  </>
);
