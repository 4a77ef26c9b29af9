import type { Story, StoryDefault } from '@ladle/react';
import { type ReactNode, useState } from 'react';
import { Button } from './button';
import { RadioGroup } from './choice-group';
import { Dialog } from './dialog';

export default {
  title: 'Feedback/Dialog',
  // In a frame: a modal makes everything behind it inert, which would include Ladle's own sidebar.
  meta: { iframed: true },
} satisfies StoryDefault;

/** A dialog behind an opener button, `open` at first or not. */
function WithOpener({
  opener,
  initiallyOpen,
  title,
  children,
}: {
  opener: string;
  initiallyOpen: boolean;
  title: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {opener}
      </Button>
      {open && (
        <Dialog title={title} closeLabel="Close" onClose={close}>
          {children(close)}
        </Dialog>
      )}
    </>
  );
}

const RETURN_CONDITIONS = (close: () => void) => (
  <>
    <p style={{ marginTop: 0 }}>
      You can return items within 30 days of delivery. They must be unworn, unwashed and with their original
      tags.
    </p>
    <p>Sale items and gift cards cannot be returned. Underwear and swimwear can only be returned sealed.</p>
    <div className="rp-button-row">
      <Button onClick={close}>Got it</Button>
    </div>
  </>
);

/** Closed: the button opens it; Escape, the × and a click on the backdrop close it. */
export const OpenWithButton: Story = () => (
  <WithOpener opener="Read the return conditions" initiallyOpen={false} title="Return conditions">
    {RETURN_CONDITIONS}
  </WithOpener>
);
OpenWithButton.storyName = 'Opened with a button';

/** Open from the start (a bottom sheet below 576 px). */
export const OpenByDefault: Story = () => (
  <WithOpener opener="Read the return conditions" initiallyOpen title="Return conditions">
    {RETURN_CONDITIONS}
  </WithOpener>
);
OpenByDefault.storyName = 'Open by default';

function LanguageChoice({ close }: { close: () => void }) {
  const [language, setLanguage] = useState<string | null>('en');
  return (
    <>
      <RadioGroup
        name="language"
        legend="Language"
        legendHidden
        options={[
          { value: 'en', label: 'English' },
          { value: 'nl', label: 'Nederlands' },
          { value: 'de', label: 'Deutsch' },
        ]}
        value={language}
        onChange={setLanguage}
      />
      <div className="rp-button-row">
        <Button onClick={close}>Save</Button>
        <Button variant="link" onClick={close}>
          Cancel
        </Button>
      </div>
    </>
  );
}

/** A form inside: Tab stays in the dialog, focus returns to the opener when it closes. */
export const WithForm: Story = () => (
  <WithOpener opener="Change language" initiallyOpen title="Choose your language">
    {(close) => <LanguageChoice close={close} />}
  </WithOpener>
);
WithForm.storyName = 'With a form';

/** More content than fits: the body scrolls, the header stays. */
export const LongContent: Story = () => (
  <WithOpener opener="How returns work" initiallyOpen title="How returns work">
    {(close) => (
      <>
        {[
          'Choose the items you want to return and tell us why.',
          'Pick how you want your money back: a refund, store credit or an exchange.',
          'Choose a carrier and print the label, or show the QR code at the service point.',
          'Pack the items in their original packaging if you still have it.',
          'Drop the parcel off within 14 days. We email you when it arrives.',
          'Your refund is on its way within 5 working days after we receive the parcel.',
        ].map((text, index) => (
          <p key={text}>
            <strong>Step {index + 1}.</strong> {text} Keep the receipt of the carrier until your refund has
            arrived.
          </p>
        ))}
        <div className="rp-button-row">
          <Button onClick={close}>Close</Button>
        </div>
      </>
    )}
  </WithOpener>
);
LongContent.storyName = 'Long content';
