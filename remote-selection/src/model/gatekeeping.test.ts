import {
  $isDemo,
  $selectedItems,
  $selectionSubmitted,
  $shopConfig,
  $stepError,
  type GatekeepingForm,
  HttpError,
  type SelectedItem,
} from '@portal/shared';
import { parseShopConfig } from '@portal/shared/config';
import { allSettled, createWatch, fork, type StoreWritable } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftGone } from './draft';
import {
  $gatekeeping,
  $gatekeepingToggle,
  gatekeepingFor,
  gatekeepingKnown,
  gatekeepingToggleRequested,
  missingAnswers,
  refusedUploadProblem,
  requestSendPressed,
  sortedFields,
  submitRequestFx,
  toPurchaseAssets,
  uploadProblem,
} from './gatekeeping';

const config = parseShopConfig({
  id: 's',
  name: 'S',
  locales: ['en'],
  gatekeeping: {
    form: {
      title: 'T',
      fields: [
        { id: 'photos', type: 'FileUpload', label: 'Photos', position: 3, required: true },
        { id: 'summary', type: 'ShortText', label: 'Summary', position: 1, required: true },
        {
          id: 'tried',
          type: 'MultiChoice',
          label: 'Tried',
          position: 2,
          options: [{ id: 'a', label: 'Restart' }],
        },
      ],
    },
  },
});
const form = config.gatekeeping.form as GatekeepingForm;
const item = (uid: string, key?: string): SelectedItem => ({
  uid,
  key: uid,
  purchaseId: `p-${uid}`,
  operation: 'Return',
  quantity: 1,
  returnReasonKey: key,
});

describe('gatekeeping', () => {
  it('is on for a gatekeeping reason with the toggle, or in demo mode; unknown is never off', () => {
    const defect = [item('a', 'defect_gate_keeping')];
    expect(gatekeepingFor(form, defect, false, 'on')).toEqual({ status: 'on', form });
    expect(gatekeepingFor(form, defect, false, 'off')).toEqual({ status: 'off' });
    expect(gatekeepingFor(form, [item('a', 'too_small')], false, 'on')).toEqual({ status: 'off' });
    expect(gatekeepingFor(form, [item('a')], true, 'off')).toEqual({ status: 'on', form });
    expect(gatekeepingFor(null, defect, false, 'on')).toEqual({ status: 'off' });
    // Only a reason the toggle can change waits for it.
    expect(gatekeepingFor(form, [item('a', 'too_small')], false, 'unreadable')).toEqual({ status: 'off' });
    expect(gatekeepingFor(form, defect, false, 'unreadable')).toEqual({ status: 'unreadable' });
    expect(gatekeepingFor(form, defect, false, 'reading')).toEqual({ status: 'reading' });
    expect(gatekeepingKnown({ status: 'unreadable' })).toBe(false);
    expect(gatekeepingKnown({ status: 'reading' })).toBe(false);
    expect(gatekeepingKnown({ status: 'off' })).toBe(true);
  });

  it('sorts fields by position and enforces the required ones', () => {
    expect(sortedFields(form).map((field) => field.id)).toEqual(['summary', 'tried', 'photos']);
    expect(missingAnswers(form, { summary: '  ', photos: [] })).toEqual(['summary', 'photos']);
    expect(
      missingAnswers(form, { summary: 'Broken', photos: [{ url: '/u/1.png', mimeType: 'image/png' }] }),
    ).toEqual([]);
  });

  it('builds the request body per purchase', () => {
    const assets = toPurchaseAssets(form, [item('a')], {
      a: { summary: 'Broken', tried: ['Restart'], photos: [{ url: '/u/1.png', mimeType: 'image/png' }] },
    });
    expect(assets).toEqual([
      {
        purchaseId: 'p-a',
        answers: [
          { question: 'Summary', position: 1, type: 'ShortText', answer: 'Broken' },
          { question: 'Tried', position: 2, type: 'MultiChoice', answer: ['Restart'] },
          {
            question: 'Photos',
            position: 3,
            type: 'FileUpload',
            answer: [{ url: '/u/1.png', mimeType: 'image/png' }],
          },
        ],
      },
    ]);
  });

  it('checks uploads on the client: type, count and size', () => {
    const png = { type: 'image/png', size: 1000 };
    expect(uploadProblem([png], 4)).toBeNull();
    expect(uploadProblem([png, png], 4)).toBe('too_many');
    expect(uploadProblem([{ type: 'text/plain', size: 10 }], 0)).toBe('invalid_type');
    expect(uploadProblem([{ type: 'image/jpeg', size: 10 * 1024 * 1024 }], 0)).toBeNull();
    expect(uploadProblem([{ type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 }], 0)).toBe('too_large');
  });

  it("names the server's refusals: content, size, count, the hourly limit, anything else", () => {
    const refused = (status: number, error?: string) =>
      refusedUploadProblem(new HttpError(status, '', error ? { error, message: 'x' } : 'Bad Gateway'));
    expect(refused(400, 'invalid_file_type')).toBe('invalid_type');
    expect(refused(413, 'file_too_large')).toBe('too_large');
    expect(refused(400, 'too_many_files')).toBe('too_many');
    expect(refused(429)).toBe('hourly_limit');
    expect(refused(502)).toBe('failed');
    expect(refusedUploadProblem(new TypeError('Failed to fetch'))).toBe('failed');
  });
});

const defectSelection = [item('a', 'defect_gate_keeping')];

/** Vault: its form, a defect selected, not demo; the toggle and handlers as the test needs. */
function onVault(
  options: {
    toggle?: 'on' | 'off';
    items?: SelectedItem[];
    /** Stands in for the PUT of the request. */
    send?: () => Promise<unknown>;
  } = {},
) {
  const values: Array<[StoreWritable<unknown>, unknown]> = [
    [$shopConfig as StoreWritable<unknown>, config],
    [$selectedItems as StoreWritable<unknown>, options.items ?? defectSelection],
    [$isDemo as StoreWritable<unknown>, false],
  ];
  if (options.toggle) values.push([$gatekeepingToggle as StoreWritable<unknown>, options.toggle]);
  return fork({ values, handlers: options.send ? [[submitRequestFx, options.send]] : [] });
}

const featuresAnswer = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));

describe('the gatekeeping toggle fails closed', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a toggle that answers 500 stays unknown (not off), blocks confirming, and a retry reads it', async () => {
    const failing = featuresAnswer({ error: 'boom' }, 500);
    vi.stubGlobal('fetch', failing);
    vi.stubGlobal('location', { search: '' });
    const scope = onVault();

    await allSettled(gatekeepingToggleRequested, { scope });
    expect(String(failing.mock.calls[0]?.[0])).toContain('/features?names=gatekeeping');
    expect(scope.getState($gatekeepingToggle)).toBe('unreadable');
    expect(scope.getState($gatekeeping)).toEqual({ status: 'unreadable' });
    expect(gatekeepingKnown(scope.getState($gatekeeping))).toBe(false);

    // Confirming cannot send anything while the rule is not known.
    await allSettled(requestSendPressed, { scope, params: { consumerId: 'c1', purchaseAssets: [] } });
    expect(failing).toHaveBeenCalledTimes(1);
    expect(scope.getState($selectionSubmitted)).toBeNull();

    vi.stubGlobal('fetch', featuresAnswer([{ feature: 'gatekeeping', result: true }]));
    await allSettled(gatekeepingToggleRequested, { scope });
    expect(scope.getState($gatekeeping)).toEqual({ status: 'on', form });
  });

  it('a dropped connection or an answer without the toggle is unknown too; only an answer says off', async () => {
    vi.stubGlobal('location', { search: '' });
    const scope = onVault();
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await allSettled(gatekeepingToggleRequested, { scope });
    expect(scope.getState($gatekeeping)).toEqual({ status: 'unreadable' });

    vi.stubGlobal('fetch', featuresAnswer([{ feature: 'other', result: false }]));
    await allSettled(gatekeepingToggleRequested, { scope });
    expect(scope.getState($gatekeeping)).toEqual({ status: 'unreadable' });

    vi.stubGlobal('fetch', featuresAnswer([{ feature: 'gatekeeping', result: false }]));
    await allSettled(gatekeepingToggleRequested, { scope });
    expect(scope.getState($gatekeeping)).toEqual({ status: 'off' });
  });

  it('asks afresh each time: an earlier visit\'s "off" is forgotten while reading', async () => {
    vi.stubGlobal('location', { search: '' });
    const scope = onVault({ toggle: 'off' });
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const settled = allSettled(gatekeepingToggleRequested, { scope });
    expect(scope.getState($gatekeeping)).toEqual({ status: 'reading' });
    answer(new Response(JSON.stringify([{ feature: 'gatekeeping', result: true }])));
    await settled;
    expect(scope.getState($gatekeeping)).toEqual({ status: 'on', form });
  });

  it('does not ask when no selected reason is a gatekeeping one', async () => {
    const fetchMock = featuresAnswer([]);
    vi.stubGlobal('fetch', fetchMock);
    const scope = onVault({ items: [item('a', 'too_small')] });
    await allSettled(gatekeepingToggleRequested, { scope });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(gatekeepingKnown(scope.getState($gatekeeping))).toBe(true);
  });
});

describe('the request is sent once', () => {
  const request = { consumerId: 'c1', purchaseAssets: [] };

  it('ignores a second press while one is under way and any press once it was accepted', async () => {
    let accept: () => void = () => undefined;
    const handler = vi.fn(() => new Promise<void>((resolve) => (accept = resolve)));
    const scope = onVault({ toggle: 'on', send: handler });

    const first = allSettled(requestSendPressed, { scope, params: request });
    const second = allSettled(requestSendPressed, { scope, params: request });
    accept();
    await Promise.all([first, second]);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(scope.getState($selectionSubmitted)).toEqual({ kind: 'request', next: '/request-confirmation' });

    // Back to confirm items and confirming again sends nothing.
    await allSettled(requestSendPressed, { scope, params: request });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('a failed request is not marked submitted: the error is shown and it may be sent again', async () => {
    const handler = vi
      .fn()
      .mockRejectedValueOnce(new HttpError(500, 'Internal Server Error', null))
      .mockResolvedValueOnce(undefined);
    const scope = onVault({ toggle: 'on', send: handler });
    await allSettled(requestSendPressed, { scope, params: request });
    expect(scope.getState($selectionSubmitted)).toBeNull();
    expect(scope.getState($stepError)).toBeInstanceOf(HttpError);
    await allSettled(requestSendPressed, { scope, params: request });
    expect(handler).toHaveBeenCalledTimes(2);
    expect(scope.getState($selectionSubmitted)).not.toBeNull();
  });

  it('without a draft (404) the shopper chooses again', async () => {
    const gone = vi.fn();
    const scope = onVault({
      toggle: 'on',
      send: () => Promise.reject(new HttpError(404, 'Not Found', null)),
    });
    createWatch({ unit: draftGone, scope, fn: gone });
    await allSettled(requestSendPressed, { scope, params: request });
    expect(gone).toHaveBeenCalledTimes(1);
    expect(scope.getState($stepError)).toBeNull();
  });
});
