/**
 * The fault matrix's cells for gatekeeping on confirm items: the toggle (`GET /features`) fails
 * closed (unreadable, so nothing can be confirmed) and is asked again; the request (`PUT
 * …/draft-return-order/request`) ends on the error screen with nothing submitted and is sent once
 * after "Try again"; a photo (`POST /upload`) is refused as failed, no photo is added, and the same
 * photo chosen again goes up (docs/business-rules.md#a-fault-in-any-call-is-said-and-recovered-in-place).
 */
import {
  $gatekeepingAnswers,
  $isDemo,
  $selectedItems,
  $selectionSubmitted,
  $shopConfig,
  $stepError,
  type SelectedItem,
  stepRetried,
  TIMEOUTS_MS,
} from '@portal/shared';
import { parseShopConfig } from '@portal/shared/config';
import { draftReturnOrderSchema } from '@portal/shared/schemas';
import { faultMatrixRow, isErrorOf, json } from '@portal/shared/testing/fault-cells';
import { allSettled, fork, type StoreWritable } from 'effector';
import { expect } from 'vitest';
import {
  $gatekeeping,
  $gatekeepingToggle,
  gatekeepingKnown,
  gatekeepingToggleRequested,
  REQUEST_CONFIRMATION,
  requestSendPressed,
} from './gatekeeping';
import { $photosUploading, $uploadRefusals, photoFieldKey, photosChosen } from './photo-upload';

const config = parseShopConfig({
  id: 's',
  name: 'S',
  locales: ['en'],
  gatekeeping: {
    form: {
      title: 'T',
      fields: [{ id: 'photos', type: 'FileUpload', label: 'Photos', position: 1, required: true }],
    },
  },
});
const defect: SelectedItem = {
  uid: 'a',
  key: 'a',
  purchaseId: 'p-a',
  operation: 'Return',
  quantity: 1,
  returnReasonKey: 'defect_gate_keeping',
};
const draft = draftReturnOrderSchema.parse({
  consumerId: 'c1',
  totalPrice: { value: '59.95', currency: 'EUR' },
  selectedPurchases: [
    {
      purchaseId: 'p-a',
      returnReasonId: null,
      returnReasonComment: null,
      exchangeProductId: null,
      resolutionType: 'Refund',
    },
  ],
});

/** Vault with a defect selected; the toggle as given (unread by default). */
const onVault = (toggle?: 'on') =>
  fork({
    values: [
      [$shopConfig as StoreWritable<unknown>, config],
      [$selectedItems as StoreWritable<unknown>, [defect]],
      [$isDemo as StoreWritable<unknown>, false],
      ...(toggle ? [[$gatekeepingToggle as StoreWritable<unknown>, toggle] as const] : []),
    ] as [StoreWritable<unknown>, unknown][],
  });

faultMatrixRow('confirm items: GET /features (gatekeeping)', {
  match: (request) =>
    request.url.pathname === '/features' && request.url.searchParams.get('names') === 'gatekeeping',
  server: () => json([{ feature: 'gatekeeping', result: true }]),
  limit: TIMEOUTS_MS.own,
  setUp: () => onVault(),
  kept: [$selectedItems],
  trigger: (scope) => allSettled(gatekeepingToggleRequested, { scope }),
  // The guarding toggle is never taken as off: unknown, the page cannot be confirmed.
  expectFault: (scope) => {
    expect(scope.getState($gatekeepingToggle)).toBe('unreadable');
    expect(gatekeepingKnown(scope.getState($gatekeeping))).toBe(false);
  },
  recover: async (scope) => {
    await allSettled(gatekeepingToggleRequested, { scope });
    expect(scope.getState($gatekeeping)).toMatchObject({ status: 'on' });
  },
});

const purchaseAssets = [{ purchaseId: 'p-a', answers: [] }];

faultMatrixRow('confirm items: PUT draft-return-order/request', {
  match: (request) =>
    request.url.pathname === '/api/v0/consumer/c1/draft-return-order/request' && request.method === 'PUT',
  server: () => json(draft),
  limit: TIMEOUTS_MS.write,
  creating: true,
  setUp: () => onVault('on'),
  kept: [$selectedItems, $gatekeepingAnswers],
  trigger: (scope) => allSettled(requestSendPressed, { scope, params: { consumerId: 'c1', purchaseAssets } }),
  expectFault: (scope, fault) => {
    expect(isErrorOf(fault, scope.getState($stepError))).toBe(true);
    expect(scope.getState($selectionSubmitted)).toBeNull();
  },
  recover: async (scope) => {
    await allSettled(stepRetried, { scope });
    await allSettled(requestSendPressed, { scope, params: { consumerId: 'c1', purchaseAssets } });
    expect(scope.getState($selectionSubmitted)).toEqual({ kind: 'request', next: REQUEST_CONFIRMATION });
  },
});

const field = { itemUid: 'a', fieldId: 'photos' };
const chosen = () => ({
  ...field,
  consumerId: 'c1',
  purchaseId: 'p-a',
  files: [new File(['png'], 'photo.png', { type: 'image/png' })],
});

faultMatrixRow('confirm items: POST /upload', {
  match: (request) => request.url.pathname === '/upload' && request.method === 'POST',
  server: () => json({ uploadedFiles: [{ fileUrl: '/uploads/photo.png', mimeType: 'image/png' }] }),
  limit: TIMEOUTS_MS.upload,
  setUp: () => onVault('on'),
  kept: [$gatekeepingAnswers, $selectedItems],
  trigger: (scope) => allSettled(photosChosen, { scope, params: chosen() }),
  // Said under the field; no photo added, none left uploading.
  expectFault: (scope) => {
    expect(scope.getState($uploadRefusals)[photoFieldKey(field)]).toEqual({ problem: 'failed', number: 1 });
    expect(scope.getState($photosUploading)[photoFieldKey(field)]).toBe(0);
  },
  recover: async (scope) => {
    await allSettled(photosChosen, { scope, params: chosen() });
    expect(scope.getState($gatekeepingAnswers)).toEqual({
      a: { photos: [{ url: '/uploads/photo.png', mimeType: 'image/png' }] },
    });
    expect(scope.getState($uploadRefusals)[photoFieldKey(field)]).toBeUndefined();
  },
});
