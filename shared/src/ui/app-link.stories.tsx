import type { Story, StoryDefault } from '@ladle/react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { AppLink } from './app-link';
import { buttonClass } from './button';
import { Specimen, Specimens } from './catalogue/specimen';

export default {
  title: 'Navigation/App link',
} satisfies StoryDefault;

function CurrentPath() {
  return (
    <p style={{ color: 'var(--rp-muted)', fontSize: 'var(--rp-text-sm)' }}>Path: {useLocation().pathname}</p>
  );
}

/** A link to another step: an inline link and one that looks like a button. Click them: the path changes. */
export const Default: Story = () => (
  <BrowserRouter>
    <Specimens>
      <Specimen label="Inline (rp-link)">
        <p style={{ margin: 0 }}>
          Not your order?{' '}
          <AppLink to="/nordwind" className="rp-link">
            Look up another order
          </AppLink>
        </p>
      </Specimen>
      <Specimen label="As a secondary button">
        <AppLink to="/nordwind/returns/items" className={buttonClass({ variant: 'secondary' })}>
          Back to the items
        </AppLink>
      </Specimen>
    </Specimens>
    <CurrentPath />
  </BrowserRouter>
);
