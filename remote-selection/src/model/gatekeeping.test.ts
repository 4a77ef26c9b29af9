import type { GatekeepingForm, SelectedItem } from '@portal/shared';
import { parseShopConfig } from '@portal/shared/config';
import { describe, expect, it } from 'vitest';
import { gatekeepingOn, missingAnswers, sortedFields, toPurchaseAssets, uploadProblem } from './gatekeeping';

const form = parseShopConfig({
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
}).gatekeeping.form as GatekeepingForm;
const item = (uid: string, key?: string): SelectedItem => ({
  uid,
  key: uid,
  purchaseId: `p-${uid}`,
  operation: 'Return',
  quantity: 1,
  returnReasonKey: key,
});

describe('gatekeeping', () => {
  it('is on for a gatekeeping reason with the toggle, or in demo mode', () => {
    expect(gatekeepingOn([item('a', 'defect_gate_keeping')], true, false)).toBe(true);
    expect(gatekeepingOn([item('a', 'defect_gate_keeping')], false, false)).toBe(false);
    expect(gatekeepingOn([item('a', 'too_small')], true, false)).toBe(false);
    expect(gatekeepingOn([item('a')], false, true)).toBe(true);
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
    expect(uploadProblem([png, png], 4)).toBe('You can upload up to 5 files only.');
    expect(uploadProblem([{ type: 'text/plain', size: 10 }], 0)).toBe('Invalid file type');
    expect(uploadProblem([{ type: 'image/jpeg', size: 11 * 1024 * 1024 }], 0)).toBe('Failed to upload file');
  });
});
