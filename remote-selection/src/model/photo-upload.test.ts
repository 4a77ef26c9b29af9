import { $gatekeepingAnswers, HttpError } from '@portal/shared';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { UploadedFile } from './gatekeeping';
import {
  $photosUploading,
  $uploadRefusals,
  type ChosenPhotos,
  photoFieldKey,
  photosChosen,
  uploadPhotosFx,
} from './photo-upload';

const field = { itemUid: 'u1', fieldId: 'photos' };
const key = photoFieldKey(field);
const png = (name: string) => new File(['png'], name, { type: 'image/png' });
const chosen = (count: number, prefix = 'a'): ChosenPhotos => ({
  ...field,
  consumerId: 'c1',
  purchaseId: 'p1',
  files: Array.from({ length: count }, (_, index) => png(`${prefix}${index}.png`)),
});
const stored = (params: ChosenPhotos): UploadedFile[] =>
  params.files.map((file) => ({ url: `/uploads/${file.name}`, mimeType: 'image/png' }));
const photosOf = (scope: ReturnType<typeof fork>) =>
  ((scope.getState($gatekeepingAnswers).u1 as Record<string, UploadedFile[]> | undefined)?.photos ?? []).map(
    (photo) => photo.url,
  );

/** An upload handler whose answers the test releases one by one. */
function heldUploads() {
  const waiting: (() => void)[] = [];
  const handler = vi.fn(
    (params: ChosenPhotos) =>
      new Promise<UploadedFile[]>((resolve) => waiting.push(() => resolve(stored(params)))),
  );
  return { handler, release: () => waiting.shift()?.() };
}

describe('photo uploads', () => {
  it('refuses photos beyond five when the earlier ones are still uploading', async () => {
    const uploads = heldUploads();
    const scope = fork({ handlers: [[uploadPhotosFx, uploads.handler]] });
    const first = allSettled(photosChosen, { scope, params: chosen(3) });
    expect(scope.getState($photosUploading)[key]).toBe(3);

    // allSettled waits for the held upload too: the choice is checked at once, without it.
    const second = allSettled(photosChosen, { scope, params: chosen(3, 'b') });
    expect(uploads.handler).toHaveBeenCalledTimes(1);
    expect(scope.getState($uploadRefusals)[key]?.problem).toBe('too_many');

    uploads.release();
    await Promise.all([first, second]);
    expect(photosOf(scope)).toEqual(['/uploads/a0.png', '/uploads/a1.png', '/uploads/a2.png']);
    expect(scope.getState($photosUploading)[key]).toBe(0);
  });

  it('refuses photos beyond five next to the stored ones, and numbers each refusal', async () => {
    const scope = fork({
      values: [[$gatekeepingAnswers, { u1: { photos: stored(chosen(3)) } }]],
      handlers: [[uploadPhotosFx, (params: ChosenPhotos) => Promise.resolve(stored(params))]],
    });
    await allSettled(photosChosen, { scope, params: chosen(3, 'b') });
    expect(scope.getState($uploadRefusals)[key]).toEqual({ problem: 'too_many', number: 1 });
    // The same refusal again is a new one, so the page says it again.
    await allSettled(photosChosen, { scope, params: chosen(3, 'b') });
    expect(scope.getState($uploadRefusals)[key]).toEqual({ problem: 'too_many', number: 2 });
    // Two more still fit, and clear the refusal.
    await allSettled(photosChosen, { scope, params: chosen(2, 'c') });
    expect(scope.getState($uploadRefusals)[key]).toBeUndefined();
  });

  it('keeps the photos of two uploads that end in any order', async () => {
    const uploads = heldUploads();
    const scope = fork({
      values: [[$gatekeepingAnswers, { u1: { summary: 'Flickers' } }]],
      handlers: [[uploadPhotosFx, uploads.handler]],
    });
    const first = allSettled(photosChosen, { scope, params: chosen(2) });
    const second = allSettled(photosChosen, { scope, params: chosen(2, 'b') });
    expect(scope.getState($photosUploading)[key]).toBe(4);
    // A fifth still fits; a sixth does not.
    const third = allSettled(photosChosen, { scope, params: chosen(2, 'c') });
    expect(scope.getState($uploadRefusals)[key]?.problem).toBe('too_many');
    uploads.release();
    uploads.release();
    await Promise.all([first, second, third]);
    expect(photosOf(scope)).toHaveLength(4);
    expect(scope.getState($gatekeepingAnswers).u1).toMatchObject({ summary: 'Flickers' });
  });

  it('says why the server refused, and counts the refused photos no longer', async () => {
    const scope = fork({
      handlers: [
        [
          uploadPhotosFx,
          () => Promise.reject(new HttpError(400, 'Bad Request', { error: 'invalid_file_type' })),
        ],
      ],
    });
    await allSettled(photosChosen, { scope, params: chosen(1) });
    expect(scope.getState($uploadRefusals)[key]?.problem).toBe('invalid_type');
    expect(scope.getState($photosUploading)[key]).toBe(0);
    expect(photosOf(scope)).toEqual([]);
  });

  it('refuses a file that is no photo before sending it', async () => {
    const upload = vi.fn();
    const scope = fork({ handlers: [[uploadPhotosFx, upload]] });
    await allSettled(photosChosen, {
      scope,
      params: { ...chosen(0), files: [new File(['hi'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(upload).not.toHaveBeenCalled();
    expect(scope.getState($uploadRefusals)[key]?.problem).toBe('invalid_type');
  });
});
