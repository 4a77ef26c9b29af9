// @vitest-environment jsdom
import { act, type ReactNode, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/create-i18n';
import { SERVER_RENDERED } from '../page-frame';
import { Alert } from './alert';
import { Button } from './button';
import { Card } from './card';
import { Checkbox, CheckboxGroup, RadioGroup } from './choice-group';
import { ErrorMessage } from './error-message';
import { TextField } from './field';
import { LoadingState } from './loading-state';
import { PageHeading } from './page-heading';
import { formatPrice } from './price';
import { ProductImage } from './product-image';
import { clampWhole, QuantityStepper } from './quantity-stepper';
import { Select } from './select';
import { StatusLine } from './status-line';
import { StepControls } from './step-controls';
import { StepProgress } from './step-progress';
import { LINK_SLOT, TextWithLink } from './text-with-link';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

let root: Root | null = null;
let container: HTMLElement;

async function render(element: ReactNode) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root?.render(element));
  return container;
}

beforeAll(async () => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  await createI18n({ lang: 'en' });
});

afterEach(async () => {
  await act(async () => root?.unmount());
  container.remove();
});

describe('shared UI', () => {
  it('shows the step as text, with a bar only for the eye', async () => {
    const view = await render(<StepProgress current={1} total={3} label="Step 1 of 3" />);
    expect(view.querySelector('.rp-step-progress__label')?.textContent).toBe('Step 1 of 3');
    const bar = view.querySelector('.rp-step-progress__bar');
    expect(bar?.getAttribute('aria-hidden')).toBe('true');
    expect((bar?.firstElementChild as HTMLElement | null)?.style.width).toBe('33%');
  });

  it('announces loading politely and errors at once', async () => {
    const view = await render(
      <>
        <LoadingState label="Loading…" />
        <ErrorMessage id="email-error">E-mail address is required</ErrorMessage>
      </>,
    );
    const status = view.querySelector('[role="status"]');
    expect(status?.getAttribute('aria-live')).toBe('polite');
    expect(status?.textContent).toBe('Loading…');
    expect(view.querySelector('[role="alert"]')?.id).toBe('email-error');
  });

  it('moves focus to the heading of every step after the first', async () => {
    await render(<PageHeading>Sign in</PageHeading>);
    const first = container.querySelector('h1');
    expect(first?.tabIndex).toBe(-1);
    // The first step keeps the browser's starting focus, so the skip link stays first.
    expect(document.activeElement).not.toBe(first);
    await act(async () => root?.unmount());
    container.remove();

    await render(<PageHeading>Which items do you want to return?</PageHeading>);
    expect(document.activeElement).toBe(container.querySelector('h1'));
  });

  it("names the tab after the step's heading and the shop the server names", async () => {
    const meta = document.head.appendChild(document.createElement('meta'));
    meta.name = 'application-name';
    meta.content = 'Nordwind';
    try {
      await render(<PageHeading>Confirm your items</PageHeading>);
      expect(document.title).toBe('Confirm your items · Nordwind');
      await act(async () => root?.unmount());
      container.remove();
      await render(<PageHeading>Return or exchange at Nordwind</PageHeading>);
      expect(document.title).toBe('Return or exchange at Nordwind');
    } finally {
      meta.remove();
    }
  });
});

const click = async (element: Element | null | undefined) => {
  await act(async () => (element as HTMLElement).click());
};

describe('design system components', () => {
  it('a busy button ignores presses, stays focusable and announces its busy label', async () => {
    let presses = 0;
    const view = await render(
      <Button busy busyLabel="Sending…" onClick={() => presses++}>
        Send
      </Button>,
    );
    const button = view.querySelector('button');
    expect(button?.disabled).toBe(false);
    expect(button?.getAttribute('aria-disabled')).toBe('true');
    expect(button?.getAttribute('aria-busy')).toBe('true');
    expect(button?.textContent).toBe('Sending…');
    expect(view.querySelector('[role="status"]')?.textContent).toBe('Sending…');
    await click(button);
    expect(presses).toBe(0);
  });

  it('a field ties its hint and its error to the control', async () => {
    const view = await render(
      <>
        <TextField id="order" label="Order number" hint="e.g. NW-1001" error="Order number is required" />
        <Select id="country" label="Country" error={null}>
          <option value="">Choose</option>
        </Select>
      </>,
    );
    const input = view.querySelector('input');
    expect(input?.getAttribute('aria-describedby')).toBe('order-hint order-error');
    expect(input?.getAttribute('aria-invalid')).toBe('true');
    expect(view.querySelector('#order-hint')?.textContent).toBe('e.g. NW-1001');
    expect(view.querySelector('#order-error')?.getAttribute('role')).toBe('alert');
    expect(view.querySelector('label[for="order"]')?.textContent).toBe('Order number');
    const select = view.querySelector('select');
    expect(select?.getAttribute('aria-describedby')).toBeNull();
    expect(select?.getAttribute('aria-invalid')).toBeNull();
  });

  it('a radio group is a named fieldset whose rows choose, with its error on every option', async () => {
    function Choice() {
      const [value, setValue] = useState<string | null>(null);
      return (
        <RadioGroup
          name="refund"
          legend="How do you want your money back?"
          options={[
            { value: 'refund', label: 'Refund' },
            { value: 'credit', label: 'Store credit', description: '€2.50 extra' },
          ]}
          value={value}
          onChange={setValue}
          hint="Store credit comes with an extra."
          busy={value === 'credit'}
          error={value ? null : 'Choose one'}
        />
      );
    }
    const view = await render(<Choice />);
    expect(view.querySelector('legend')?.textContent).toBe('How do you want your money back?');
    expect(view.querySelector('fieldset')?.getAttribute('aria-describedby')).toBe('refund-hint refund-error');
    const rows = view.querySelectorAll('label.rp-choice__option');
    expect(rows[1]?.textContent).toBe('Store credit€2.50 extra');
    // The description describes the option; it is not part of its name.
    const credit = view.querySelector<HTMLInputElement>('input[value="credit"]');
    const description = view.querySelector(`#${credit?.getAttribute('aria-describedby')}`);
    expect(description?.textContent).toBe('€2.50 extra');
    expect(description?.getAttribute('aria-hidden')).toBe('true');
    await click(rows[1]);
    const radios = [...view.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((radio) => radio.checked)).toEqual([false, true]);
    expect(view.querySelector('[role="alert"]')).toBeNull();
    expect(view.querySelector('fieldset')?.getAttribute('aria-busy')).toBe('true');
  });

  it('a checkbox group keeps the options’ order; a lone checkbox reports its state', async () => {
    const seen: string[][] = [];
    const checks: boolean[] = [];
    const view = await render(
      <>
        <CheckboxGroup
          name="parts"
          legend="Which parts are damaged?"
          options={[
            { value: 'a', label: 'A' },
            { value: 'b', label: 'B' },
          ]}
          values={['b']}
          onChange={(values) => seen.push(values)}
        />
        <Checkbox id="terms" label="I agree" checked={false} onChange={(checked) => checks.push(checked)} />
      </>,
    );
    await click(view.querySelector('input[value="a"]'));
    expect(seen).toEqual([['a', 'b']]);
    await click(view.querySelector('#terms'));
    expect(checks).toEqual([true]);
  });

  it('a quantity stepper stays between its bounds, with its buttons disabled there', async () => {
    const changes: number[] = [];
    const view = await render(
      <QuantityStepper
        id="qty"
        label="Quantity"
        value={3}
        max={3}
        maxLabel="/ 3"
        decreaseLabel="One less"
        increaseLabel="One more"
        onChange={(value) => changes.push(value)}
      />,
    );
    const [less, more] = [...view.querySelectorAll('button')];
    expect(more?.disabled).toBe(true);
    expect(less?.disabled).toBe(false);
    await click(less);
    expect(changes).toEqual([2]);
    expect(clampWhole('9', 1, 3)).toBe(3);
    expect(clampWhole(' 2 ', 1, 3)).toBe(2);
    expect(clampWhole('0', 1, 3)).toBe(1);
    // Empty or non-numeric input becomes the minimum.
    for (const text of ['', 'abc', '2x', '-2', '1.5']) expect(clampWhole(text, 1, 3)).toBe(1);
  });

  it("a server-rendered step's controls are disabled in its markup and from hydration on take presses", async () => {
    let presses = 0;
    const step = (
      <StepControls>
        <Button onClick={() => presses++}>Select</Button>
      </StepControls>
    );
    container = document.createElement('div');
    container.innerHTML = renderToString(step);
    document.body.append(container);
    const button = () => container.querySelector('button') as HTMLButtonElement;
    expect(button().matches(':disabled')).toBe(true);
    const problems: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, step, { onRecoverableError: (error) => problems.push(error) });
    });
    expect(problems).toEqual([]);
    expect(button().matches(':disabled')).toBe(false);
    await act(async () => button().click());
    expect(presses).toBe(1);
    await act(async () => root?.unmount());
    container.remove();
    // Rendered in the browser, never disabled.
    const view = await render(step);
    expect(view.querySelector('button')?.matches(':disabled')).toBe(false);
  });

  it("a server-rendered step's controls wait until the page is taken over: what the tab kept read back too", async () => {
    const step = (
      <StepControls>
        <Button>Select</Button>
      </StepControls>
    );
    container = document.createElement('div');
    container.setAttribute(SERVER_RENDERED, '');
    container.innerHTML = renderToString(step);
    document.body.append(container);
    const button = () => container.querySelector('button') as HTMLButtonElement;
    await act(async () => {
      root = hydrateRoot(container, step);
    });
    // Hydrated, but the host has not yet read back what the tab kept: a change now could be put under it.
    expect(button().matches(':disabled')).toBe(true);
    await act(async () => container.removeAttribute(SERVER_RENDERED));
    expect(button().matches(':disabled')).toBe(false);
  });

  it('a status line is one live region, there before its text and kept when it is empty', async () => {
    function Saving() {
      const [saving, setSaving] = useState(false);
      return (
        <>
          <StatusLine>{saving && 'Saving…'}</StatusLine>
          <button type="button" onClick={() => setSaving((now) => !now)}>
            toggle
          </button>
        </>
      );
    }
    const view = await render(<Saving />);
    const line = view.querySelector('[role="status"]');
    expect(line?.textContent).toBe('');
    expect(line?.className).toBe('rp-status-line');
    await act(async () => view.querySelector('button')?.click());
    // The same element: a region added with its text would not be announced.
    expect(view.querySelector('[role="status"]')).toBe(line);
    expect(line?.textContent).toBe('Saving…');
    await act(async () => view.querySelector('button')?.click());
    expect(view.querySelector('[role="status"]')).toBe(line);
    expect(line?.textContent).toBe('');
  });

  it('a disabled card says why', async () => {
    const view = await render(
      <Card as="li" disabledReason="Goes back to another address" disabledReasonId="why">
        Linen Shirt
      </Card>,
    );
    expect(view.querySelector('li')?.className).toBe('rp-card rp-card--disabled');
    expect(view.querySelector('#why')?.textContent).toBe('Goes back to another address');
  });

  it('alerts: errors at once, the rest politely; dismissable when asked', async () => {
    let dismissed = false;
    const view = await render(
      <>
        <Alert tone="error">Failed</Alert>
        <Alert tone="info" onDismiss={() => (dismissed = true)} dismissLabel="Dismiss">
          Note
        </Alert>
      </>,
    );
    expect([...view.querySelectorAll('.rp-alert')].map((alert) => alert.getAttribute('role'))).toEqual([
      'alert',
      'status',
    ]);
    await click(view.querySelector('button[aria-label="Dismiss"]'));
    expect(dismissed).toBe(true);
  });

  it('a product picture has its alt text, and a drawn placeholder when it fails', async () => {
    const view = await render(<ProductImage src="/missing.png" alt="Linen Shirt" />);
    const image = view.querySelector('img');
    expect(image?.getAttribute('alt')).toBe('Linen Shirt');
    expect(image?.getAttribute('loading')).toBe('lazy');
    await act(async () => image?.dispatchEvent(new Event('error')));
    const placeholder = view.querySelector('.rp-product-image--placeholder');
    expect(placeholder?.getAttribute('role')).toBe('img');
    expect(placeholder?.getAttribute('aria-label')).toBe('Linen Shirt');
  });

  it('formats prices in the page language', () => {
    expect(formatPrice(59.95, 'EUR', 'en')).toBe('€59.95');
    expect(formatPrice(59.95, 'EUR', 'nl').replace(/\s/g, ' ')).toBe('€ 59,95');
    expect(formatPrice(12, 'GBP', 'de').replace(/\s/g, ' ')).toBe('12,00 £');
  });
});

describe('a sentence with a link (a terms checkbox linking the shop’s return policy)', () => {
  const text = 'I agree to the {{link}} of the return';

  it('links the words in a new tab, the sentence around them intact', async () => {
    await render(
      <Checkbox
        id="terms"
        checked={false}
        onChange={() => undefined}
        label={<TextWithLink text={text} linkText="terms" href="https://shop.example/policy" />}
      />,
    );
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://shop.example/policy');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.querySelector('label')?.textContent).toBe('I agree to the terms of the return');
  });

  it('leaves the words plain without an address, or with one that is not http(s)', async () => {
    for (const href of [undefined, 'javascript:alert(1)', 'data:text/html,x']) {
      await render(<TextWithLink text={text} linkText="terms" href={href} />);
      expect(container.querySelector('a')).toBeNull();
      expect(container.textContent).toBe('I agree to the terms of the return');
    }
  });

  it('shows a text without the slot (a shop’s own wording) as it is', async () => {
    await render(<TextWithLink text="We take it back" linkText="terms" href="https://shop.example/policy" />);
    expect(container.textContent).toBe('We take it back');
    expect(LINK_SLOT).toBe('{{link}}');
  });
});
