import {
  $stepError,
  type DraftReturnOrder,
  HttpError,
  type SelectedItem,
  stepRetried,
  TimeoutError,
} from '@portal/shared';
import { draftReturnOrderSchema } from '@portal/shared/schemas';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $draft,
  $draftUpdateFailed,
  $incentiveUnavailable,
  $refundChoice,
  choiceSaveRetried,
  draftGone,
  draftOpened,
  exchangeRatesFailed,
  fetchDraftFx,
  preselectionToggleRead,
  refundChoiceMade,
  refundChoiceOpened,
  updateDraftFx,
} from './draft';

const items: SelectedItem[] = [
  { uid: 'u1', key: 'k1', purchaseId: 'p1', operation: 'Return', quantity: 1, returnReasonId: 101 },
];
const draft: DraftReturnOrder = draftReturnOrderSchema.parse({
  consumerId: 'c1',
  totalPrice: { value: '59.95', currency: 'EUR' },
  selectedPurchases: [
    {
      purchaseId: 'p1',
      returnReasonId: 101,
      returnReasonComment: null,
      exchangeProductId: null,
      resolutionType: 'Refund',
    },
  ],
});
const resolution = (value: DraftReturnOrder | null) => value?.selectedPurchases[0]?.resolutionType;

describe('optimistic store-credit choice on the draft', () => {
  it('changes choice and draft at once and keeps the answer of the server', async () => {
    let release: (value: DraftReturnOrder) => void = () => undefined;
    const scope = fork({
      values: [
        [$draft, draft],
        [$refundChoice, 'refund'],
      ],
      handlers: [[updateDraftFx, () => new Promise<DraftReturnOrder>((resolve) => (release = resolve))]],
    });
    const settled = allSettled(refundChoiceMade, {
      scope,
      params: { choice: 'store-credit', consumerId: 'c1', items },
    });
    // Before the server answers, the page already shows the new choice.
    expect(scope.getState($refundChoice)).toBe('store-credit');
    expect(resolution(scope.getState($draft))).toBe('StoreCredit');
    release({ ...draft, totalPrice: { value: '61.00', currency: 'EUR' } });
    await settled;
    expect(scope.getState($draft)?.totalPrice.value).toBe('61.00');
    expect(scope.getState($draftUpdateFailed)).toBe(false);
  });

  it('rolls choice and draft back when the server refuses, and says so', async () => {
    const scope = fork({
      values: [
        [$draft, draft],
        [$refundChoice, 'refund'],
      ],
      handlers: [[updateDraftFx, () => Promise.reject(new HttpError(500, 'Server Error', ''))]],
    });
    await allSettled(refundChoiceMade, {
      scope,
      params: { choice: 'store-credit', consumerId: 'c1', items },
    });
    expect(scope.getState($refundChoice)).toBe('refund');
    expect(resolution(scope.getState($draft))).toBe('Refund');
    expect(scope.getState($draftUpdateFailed)).toBe(true);
  });

  it('sends the shopper back to select items when the draft is gone (404) or no longer fits (409)', async () => {
    for (const status of [404, 409]) {
      const gone = vi.fn();
      const scope = fork({
        values: [[$draft, draft]],
        handlers: [[updateDraftFx, () => Promise.reject(new HttpError(status, '', {}))]],
      });
      const unwatch = draftGone.watch(gone);
      await allSettled(refundChoiceMade, { scope, params: { choice: 'refund', consumerId: 'c1', items } });
      unwatch();
      expect(gone).toHaveBeenCalledTimes(1);
    }
  });

  it('only changes the choice locally when there is no draft (quote flow, demo)', async () => {
    const update = vi.fn();
    const scope = fork({ handlers: [[updateDraftFx, update]] });
    await allSettled(refundChoiceMade, {
      scope,
      params: { choice: 'store-credit', consumerId: 'c1', items },
    });
    expect(scope.getState($refundChoice)).toBe('store-credit');
    expect(update).not.toHaveBeenCalled();
  });

  it('keeps the fetched draft', async () => {
    const scope = fork({ handlers: [[fetchDraftFx, () => Promise.resolve(draft)]] });
    await allSettled(fetchDraftFx, { scope, params: 'c1' });
    expect(scope.getState($draft)).toEqual(draft);
  });
});

describe('a choice made before the draft arrives', () => {
  it('is written as soon as the draft is there', async () => {
    const update = vi.fn((params: { selectedPurchases: { resolutionType: string }[] }) =>
      Promise.resolve({
        ...draft,
        selectedPurchases: draft.selectedPurchases.map((p) => ({ ...p, ...params.selectedPurchases[0] })),
      }),
    );
    const scope = fork({
      handlers: [
        [fetchDraftFx, () => Promise.resolve(draft)],
        [updateDraftFx, update],
      ],
    });
    await allSettled(refundChoiceMade, {
      scope,
      params: { choice: 'store-credit', consumerId: 'c1', items },
    });
    expect(update).not.toHaveBeenCalled();
    await allSettled(fetchDraftFx, { scope, params: 'c1' });
    expect(update).toHaveBeenCalledTimes(1);
    expect(update.mock.calls[0]?.[0].selectedPurchases[0]?.resolutionType).toBe('StoreCredit');
    expect(resolution(scope.getState($draft))).toBe('StoreCredit');
    expect(scope.getState($refundChoice)).toBe('store-credit');
  });

  it('is put back to what the draft says when the server refuses it', async () => {
    const scope = fork({
      handlers: [
        [fetchDraftFx, () => Promise.resolve(draft)],
        [updateDraftFx, () => Promise.reject(new HttpError(500, 'Server Error', ''))],
      ],
    });
    await allSettled(refundChoiceOpened, { scope, params: { offered: true, noPreselection: false } });
    expect(scope.getState($refundChoice)).toBe('refund');
    await allSettled(refundChoiceMade, {
      scope,
      params: { choice: 'store-credit', consumerId: 'c1', items },
    });
    await allSettled(fetchDraftFx, { scope, params: 'c1' });
    // The server still holds a refund: the page says so, not the refused store credit.
    expect(scope.getState($refundChoice)).toBe('refund');
    expect(resolution(scope.getState($draft))).toBe('Refund');
    expect(scope.getState($draftUpdateFailed)).toBe(true);
  });
});

describe('opening the page again', () => {
  it('drops the draft of the last visit and an old refusal', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const scope = fork({
      values: [
        [$draft, draft],
        [$draftUpdateFailed, true],
      ],
      handlers: [[fetchDraftFx, () => Promise.reject(new HttpError(503, 'Unavailable', ''))]],
    });
    await allSettled(draftOpened, { scope, params: 'c1' });
    expect(scope.getState($draft)).toBeNull();
    expect(scope.getState($draftUpdateFailed)).toBe(false);
  });
});

describe('trying again after a fault', () => {
  it('sends a choice the server never answered again on "Try again", and keeps the answer', async () => {
    const update = vi
      .fn()
      .mockRejectedValueOnce(new TimeoutError('/api/v0/consumer/c1/draft-return-order', 20_000))
      .mockImplementationOnce(() =>
        Promise.resolve({
          ...draft,
          selectedPurchases: [{ ...draft.selectedPurchases[0], resolutionType: 'StoreCredit' }],
        }),
      );
    const scope = fork({
      values: [
        [$draft, draft],
        [$refundChoice, 'refund'],
      ],
      handlers: [[updateDraftFx, update]],
    });
    await allSettled(refundChoiceMade, {
      scope,
      params: { choice: 'store-credit', consumerId: 'c1', items },
    });
    expect(scope.getState($refundChoice)).toBe('refund');
    expect(scope.getState($draftUpdateFailed)).toBe(true);

    await allSettled(choiceSaveRetried, { scope });
    expect(update).toHaveBeenCalledTimes(2);
    expect(update.mock.calls[1]?.[0]).toEqual(update.mock.calls[0]?.[0]);
    expect(scope.getState($refundChoice)).toBe('store-credit');
    expect(resolution(scope.getState($draft))).toBe('StoreCredit');
    expect(scope.getState($draftUpdateFailed)).toBe(false);
  });

  it('sends nothing on "Try again" when the last choice was saved', async () => {
    const update = vi.fn(() => Promise.resolve(draft));
    const scope = fork({ values: [[$draft, draft]], handlers: [[updateDraftFx, update]] });
    await allSettled(refundChoiceMade, { scope, params: { choice: 'refund', consumerId: 'c1', items } });
    await allSettled(choiceSaveRetried, { scope });
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('fetches the draft again when the page opens again after the error screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TimeoutError('/api/v0/consumer/c1/draft-return-order', 15_000))
      .mockResolvedValueOnce(draft);
    const scope = fork({ handlers: [[fetchDraftFx, fetch]] });
    await allSettled(draftOpened, { scope, params: 'c1' });
    expect(scope.getState($stepError)).toBeInstanceOf(TimeoutError);
    expect(scope.getState($draft)).toBeNull();

    await allSettled(stepRetried, { scope });
    await allSettled(draftOpened, { scope, params: 'c1' });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(scope.getState($draft)).toEqual(draft);
    expect(scope.getState($stepError)).toBeNull();
  });
});

describe('the choice shown when the page opens', () => {
  const withResolution = (resolutionType: 'Refund' | 'StoreCredit'): DraftReturnOrder => ({
    ...draft,
    selectedPurchases: [
      { ...draft.selectedPurchases[0], resolutionType } as DraftReturnOrder['selectedPurchases'][0],
    ],
  });
  const open = async (remembered: DraftReturnOrder, noPreselection = false) => {
    const scope = fork({ handlers: [[fetchDraftFx, () => Promise.resolve(remembered)]] });
    await allSettled(refundChoiceOpened, { scope, params: { offered: true, noPreselection } });
    await allSettled(draftOpened, { scope, params: 'c1' });
    return scope;
  };

  it('follows the draft after a reload: store credit written before is store credit again', async () => {
    expect((await open(withResolution('StoreCredit'))).getState($refundChoice)).toBe('store-credit');
    expect((await open(withResolution('Refund'))).getState($refundChoice)).toBe('refund');
  });

  it('with no-store-credit-preselection, shows only what the shopper chose (store credit)', async () => {
    expect((await open(withResolution('Refund'), true)).getState($refundChoice)).toBeNull();
    expect((await open(withResolution('StoreCredit'), true)).getState($refundChoice)).toBe('store-credit');
  });

  it('is refund when the choice is not offered, whatever the draft says', async () => {
    const scope = fork({ handlers: [[fetchDraftFx, () => Promise.resolve(withResolution('StoreCredit'))]] });
    await allSettled(refundChoiceOpened, { scope, params: { offered: false, noPreselection: false } });
    await allSettled(draftOpened, { scope, params: 'c1' });
    expect(scope.getState($refundChoice)).toBe('refund');
  });

  it('never replaces a choice the shopper made, neither by the draft nor by a late toggle', async () => {
    let answer: (value: DraftReturnOrder) => void = () => undefined;
    const scope = fork({
      handlers: [
        [fetchDraftFx, () => new Promise<DraftReturnOrder>((resolve) => (answer = resolve))],
        [updateDraftFx, () => Promise.resolve(withResolution('Refund'))],
      ],
    });
    await allSettled(refundChoiceOpened, { scope, params: { offered: true, noPreselection: false } });
    const opened = allSettled(draftOpened, { scope, params: 'c1' });
    // Both settle together: the choice's write waits for the draft the fetch brings.
    const chosen = allSettled(refundChoiceMade, {
      scope,
      params: { choice: 'refund', consumerId: 'c1', items },
    });
    answer(withResolution('StoreCredit'));
    await Promise.all([opened, chosen]);
    await allSettled(preselectionToggleRead, { scope, params: true });
    expect(scope.getState($refundChoice)).toBe('refund');
  });

  it('drops the preselection when the toggle answers "on" before the shopper chose', async () => {
    const scope = await open(withResolution('Refund'));
    expect(scope.getState($refundChoice)).toBe('refund');
    await allSettled(preselectionToggleRead, { scope, params: true });
    expect(scope.getState($refundChoice)).toBeNull();
  });
});

describe('failed exchange rates', () => {
  it('mark the incentive unavailable (the page says so) and default to refund; a new visit starts over', async () => {
    const scope = fork();
    await allSettled(refundChoiceOpened, { scope, params: { offered: true, noPreselection: true } });
    expect(scope.getState($incentiveUnavailable)).toBe(false);
    await allSettled(exchangeRatesFailed, { scope });
    expect(scope.getState($incentiveUnavailable)).toBe(true);
    expect(scope.getState($refundChoice)).toBe('refund');
    await allSettled(refundChoiceOpened, { scope, params: { offered: true, noPreselection: true } });
    expect(scope.getState($incentiveUnavailable)).toBe(false);
  });
});
