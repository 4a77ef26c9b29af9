import type { Story, StoryDefault } from '@ladle/react';
import { Button } from './button';
import { Card } from './card';
import { SAMPLE_ITEMS } from './catalogue/sample-items';
import { ActionBar } from './layout';

export default {
  title: 'Layout/Footer and action bar',
  // In a frame: the action bar is fixed to the bottom of the window.
  meta: { iframed: true },
} satisfies StoryDefault;

/**
 * The footer: the host server renders this markup after the app on every page (host/server/footer.ts),
 * so it has no component; its look is the design system's.
 */
export const Footer: Story = () => (
  <footer className="rp-footer">
    <div className="rp-footer__inner">
      <p>Nordwind Outfitters</p>
      <p>
        Questions about your return? <a href="mailto:help@nordwind.example">help@nordwind.example</a> ·{' '}
        <a href="https://nordwind.example/help" rel="noopener noreferrer" target="_blank">
          Customer service
        </a>
      </p>
    </div>
  </footer>
);
Footer.storyName = 'Footer (rendered by the host server)';

/** The bar with a summary and the step's main action. */
export const ActionBarWithSummary: Story = () => (
  <ActionBar summary="2 items selected">
    <Button>Continue</Button>
  </ActionBar>
);
ActionBarWithSummary.storyName = 'ActionBar summary and button';

/** Only the action. */
export const ActionBarButtonOnly: Story = () => (
  <ActionBar>
    <Button>Confirm return</Button>
  </ActionBar>
);
ActionBarButtonOnly.storyName = 'ActionBar button only';

/** While the step's call is under way. */
export const ActionBarBusy: Story = () => (
  <ActionBar summary="Refund of €114.90">
    <Button busy busyLabel="Creating your return…">
      Confirm return
    </Button>
  </ActionBar>
);
ActionBarBusy.storyName = 'ActionBar busy';

/** A page with content, the footer and the bar: the content leaves room for the bar. */
export const PageFrame: Story = () => (
  <>
    <main className="rp-main">
      <h1 className="rp-page-heading">Which items do you want to return?</h1>
      <p className="rp-lead">Select the items and tell us why you are returning them.</p>
      <div style={{ display: 'grid', gap: 'var(--rp-space-3)' }}>
        {SAMPLE_ITEMS.map((item) => (
          <Card key={item.id} labelledBy={`${item.id}-frame-name`}>
            <strong id={`${item.id}-frame-name`}>{item.name}</strong>
            <p style={{ margin: 0, color: 'var(--rp-muted)' }}>{item.variant}</p>
            <p style={{ margin: 0 }}>Enough content to scroll: the last card must stay clear of the bar.</p>
          </Card>
        ))}
      </div>
    </main>
    <Footer />
    <ActionBar summary="1 item selected">
      <Button>Continue</Button>
    </ActionBar>
  </>
);
PageFrame.storyName = 'Page frame with footer and bar';
