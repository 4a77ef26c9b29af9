import { describe, expect, it } from 'vitest';
import type { LabelFailure } from '../data/label-failures';
import { type LabelContent, type LabelRequest, Labels, PAPERLESS_CODE_DAYS } from './labels';

const content = (paperless = false): LabelContent => ({
  carrierName: 'DHL',
  service: 'DHL ServicePoint',
  reference: 'r',
  sender: { name: null, countryCode: 'NL', lines: ['NL'] },
  receiver: { companyName: 'Shop', lines: [] },
  paperless,
  parcels: 1,
});

const at = (seconds: number) => new Date(Date.UTC(2026, 2, 10, 10, 0, seconds));

const request = (subject: string, now: Date, extra: Partial<LabelRequest> = {}): LabelRequest => ({
  subject,
  dueAt: at(3),
  now,
  failure: () => undefined,
  content: () => content(),
  ...extra,
});

describe('Labels', () => {
  it('exist from their due time on, dated to it, and stay the same', () => {
    const labels = new Labels();
    expect(labels.resolve(request('order:1', at(2)))).toBeUndefined();
    expect(labels.resolve(request('order:1', at(9), { dueAt: undefined }))).toBeUndefined();
    const made = labels.resolve(request('order:1', at(5)))?.label;
    expect(made?.id).toMatch(/^[\w-]{24}$/);
    expect(made?.createdAt).toEqual(at(3));
    expect(made?.trackingNumber).toMatch(/^JVGL\d{12}$/);
    expect(made?.paperlessCode).toBeNull();
    expect(labels.resolve(request('order:1', at(60)))?.label).toBe(made);
    expect(labels.get(made?.id ?? '')?.reference).toBe('r');
    expect(labels.resolve(request('order:2', at(1)))).toBeUndefined();
  });

  it("give each parcel its own tracking number, the first being the shipment's", () => {
    const labels = new Labels();
    const made = labels.resolve(
      request('order:3', at(5), { content: () => ({ ...content(), parcels: 3 }) }),
    )?.label;
    expect(made?.trackingNumbers).toHaveLength(3);
    expect(new Set(made?.trackingNumbers).size).toBe(3);
    expect(made?.trackingNumbers[0]).toBe(made?.trackingNumber);
    for (const number of made?.trackingNumbers ?? []) expect(number).toMatch(/^JVGL\d{12}$/);
    expect(labels.resolve(request('order:4', at(5)))?.label?.trackingNumbers).toHaveLength(1);
  });

  it('record the failure in force when due, and keep it when it is lifted', () => {
    const labels = new Labels();
    let failure: LabelFailure | undefined = 'UNSPECIFIED_ERROR';
    const failing = request('order:1', at(4), { failure: () => failure });
    expect(labels.resolve(failing)).toEqual({ failure: 'UNSPECIFIED_ERROR', at: at(3) });
    failure = undefined;
    expect(labels.resolve({ ...failing, now: at(30) })).toEqual({ failure: 'UNSPECIFIED_ERROR', at: at(3) });
    // A failure set after the label was made changes nothing.
    expect(labels.resolve(request('order:2', at(4)))?.label).toBeDefined();
    expect(
      labels.resolve(request('order:2', at(5), { failure: () => 'AUTHENTICATION_ERROR' }))?.failure,
    ).toBe(undefined);
  });

  it('give a paperless label a code valid for 14 days from the label', () => {
    const labels = new Labels();
    const codes = new Set<string>();
    for (const subject of ['a', 'b', 'c']) {
      const label = labels.resolve(request(subject, at(3), { content: () => content(true) }))?.label;
      expect(label?.paperlessCode?.code).toMatch(/^RTN-\d{4}-\d{4}$/);
      expect(label?.paperlessCode?.validUntil).toBe(
        new Date(at(3).getTime() + PAPERLESS_CODE_DAYS * 86_400_000).toISOString(),
      );
      codes.add(label?.paperlessCode?.code ?? '');
    }
    expect(PAPERLESS_CODE_DAYS).toBe(14);
    expect(codes.size).toBe(3);
  });

  it('draw a label once: later requests get the kept PDF', async () => {
    const labels = new Labels();
    const label = labels.resolve(request('order:1', at(3)))?.label;
    if (!label) throw new Error('No label');
    let drawn = 0;
    const render = async () => {
      drawn += 1;
      return new Uint8Array([drawn]);
    };
    expect(await labels.pdfOf(label, render)).toEqual(new Uint8Array([1]));
    expect(await labels.pdfOf(label, render)).toEqual(new Uint8Array([1]));
    expect(drawn).toBe(1);
  });
});
