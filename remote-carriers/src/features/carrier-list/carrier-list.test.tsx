// @vitest-environment jsdom

import { cleanUp, render, rerender, setUpTexts } from '@portal/shared/testing';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type CarrierEntry, CarrierList, type CarrierListProps } from './carrier-list';

const carrier = (id: string, overrides: Partial<CarrierEntry> = {}): CarrierEntry => ({
  id,
  label: `${id.toUpperCase()} drop-off`,
  logoUrl: `https://img.example/${id}.svg`,
  priceCents: 295,
  currency: 'EUR',
  free: false,
  fee: null,
  emissions: null,
  ...overrides,
});

const list = (props: Partial<CarrierListProps> = {}) =>
  render(
    <CarrierList
      name="carrier"
      shown={[carrier('dpd')]}
      hidden={[]}
      expanded={false}
      selectedId={null}
      onChoose={() => undefined}
      onExpand={() => undefined}
      {...props}
    />,
  );

const radios = (view: HTMLElement) => [...view.querySelectorAll<HTMLInputElement>('input[name="carrier"]')];
const nameOf = (radio: HTMLInputElement) =>
  document.getElementById(radio.getAttribute('aria-labelledby') ?? '')?.textContent;
const detailsOf = (radio: HTMLInputElement) =>
  document.getElementById(radio.getAttribute('aria-describedby') ?? '')?.textContent;

beforeAll(setUpTexts);
afterEach(cleanUp);

describe('carrier list', () => {
  it('is a radio group named by its legend, each carrier with its name, price and logo', async () => {
    const view = await list();
    expect(view.querySelector('fieldset legend')?.textContent).toBe('Ways to send your return');
    const [radio] = radios(view);
    expect(radio).toBeDefined();
    expect(nameOf(radio as HTMLInputElement)).toBe('DPD drop-off');
    expect(detailsOf(radio as HTMLInputElement)).toBe('€2.95');
    expect(view.querySelector('img')?.alt).toBe('DPD drop-off logo');
  });

  it('reads "Free" for a free carrier', async () => {
    const view = await list({ shown: [carrier('store', { priceCents: 0, free: true })] });
    expect(detailsOf(radios(view)[0] as HTMLInputElement)).toBe('Free');
  });

  it('shows a fee line only when the fee is above 0', async () => {
    const view = await list({
      shown: [
        carrier('dpd', { fee: { cents: 100, currency: 'EUR', perItem: true } }),
        carrier('dhl', { fee: { cents: 0, currency: 'EUR', perItem: true } }),
      ],
    });
    const [dpd, dhl] = radios(view) as [HTMLInputElement, HTMLInputElement];
    expect(detailsOf(dpd)).toContain('+ €1.00 handling fee per item');
    expect(detailsOf(dhl)).toBe('€2.95');
    expect(view.querySelectorAll('.rp-carrier__fee')).toHaveLength(1);
  });

  it("states the carrier's emissions per parcel with its source where the rule gives them, never a generic claim", async () => {
    const emissions = { gramsCo2e: 1250, source: 'DPD Group 2025' };
    const view = await list({ shown: [carrier('dpd', { emissions }), carrier('dhl')] });
    const [dpd, dhl] = radios(view) as [HTMLInputElement, HTMLInputElement];
    expect(detailsOf(dpd)).toContain('1,250 g CO₂e per parcel (source: DPD Group 2025)');
    expect(detailsOf(dhl)).not.toContain('CO₂e');
    expect(view.textContent).not.toMatch(/sustainable/i);
  });

  it('checks the selected carrier and shows its details in its card only', async () => {
    const onChoose = vi.fn();
    const view = await list({
      shown: [carrier('dpd'), carrier('dhl')],
      selectedId: 'dhl',
      onChoose,
      selectedDetails: <p>Variants of the selected carrier</p>,
    });
    const [dpd, dhl] = radios(view) as [HTMLInputElement, HTMLInputElement];
    expect(dhl.checked).toBe(true);
    expect(dpd.checked).toBe(false);
    const cards = [...view.querySelectorAll('li.rp-carrier')];
    expect(cards[1]?.className).toContain('rp-card--selected');
    expect(cards[0]?.textContent).not.toContain('Variants of the selected carrier');
    expect(cards[1]?.textContent).toContain('Variants of the selected carrier');
    await act(async () => dpd.click());
    expect(onChoose).toHaveBeenCalledWith('dpd');
  });

  it('hides the other options behind a button, then shows them, says so and moves the focus to them', async () => {
    const onExpand = vi.fn();
    const props = { shown: [carrier('dpd')], hidden: [carrier('dhl'), carrier('ups')], onExpand };
    const view = await list(props);
    expect(radios(view)).toHaveLength(1);
    const more = [...view.querySelectorAll('button')].find(
      (button) => button.textContent === 'Show 2 other options',
    );
    expect(more?.getAttribute('aria-expanded')).toBe('false');
    await act(async () => more?.click());
    expect(onExpand).toHaveBeenCalledTimes(1);

    const expanded = await list({ ...props, expanded: true });
    expect(radios(expanded).map((radio) => radio.value)).toEqual(['dpd', 'dhl', 'ups']);
    expect(expanded.querySelector('button')).toBeNull();
    expect(expanded.querySelector('[role="status"]')?.textContent).toBe('2 other options shown');
  });

  it('moves the focus to the first option that appeared', async () => {
    const props = { shown: [carrier('dpd')], hidden: [carrier('dhl'), carrier('ups')] };
    const view = await list(props);
    await act(async () => view.querySelector('button')?.click());
    await rerender(
      <CarrierList
        name="carrier"
        selectedId={null}
        onChoose={() => undefined}
        onExpand={() => undefined}
        expanded
        {...props}
      />,
    );
    expect((document.activeElement as HTMLInputElement | null)?.value).toBe('dhl');
  });

  it('keeps a carrier chosen earlier in sight while the others stay hidden', async () => {
    const view = await list({
      shown: [carrier('dpd')],
      hidden: [carrier('dhl'), carrier('ups')],
      selectedId: 'ups',
    });
    expect(radios(view).map((radio) => radio.value)).toEqual(['dpd', 'ups']);
    expect(view.querySelector('button')?.textContent).toBe('Show 1 other option');
  });
});
