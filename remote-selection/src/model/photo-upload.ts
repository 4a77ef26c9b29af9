/**
 * Photo uploads of the gatekeeping form (docs/business-rules.md, "Gatekeeping"): at most five photos
 * per field, counting those still on their way, and every refusal said anew.
 *
 * The count and the list are read from the stores when a choice or an answer arrives, never from
 * what the page showed when the shopper chose: a second choice made while the first is uploading
 * is checked against both, and each finished upload adds to the photos as they are then.
 */
import { $gatekeepingAnswers, gatekeepingAnswersChanged } from '@portal/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { uploadPhotos } from '../api/gatekeeping';
import {
  type ItemAnswers,
  refusedUploadProblem,
  type UploadedFile,
  type UploadProblem,
  uploadProblem,
} from './gatekeeping';

/** One photo field of one selected item. */
export interface PhotoField {
  itemUid: string;
  fieldId: string;
}

/** Photos chosen for a field, with what the upload needs. */
export interface ChosenPhotos extends PhotoField {
  consumerId: string;
  purchaseId: string;
  files: File[];
}

/** A refusal, numbered so that the same refusal twice is shown (and announced) twice. */
export interface UploadRefusal {
  problem: UploadProblem;
  number: number;
}

/** The key of a field in the stores below. */
export const photoFieldKey = ({ itemUid, fieldId }: PhotoField) => JSON.stringify([itemUid, fieldId]);

/** The shopper chose photos for a field. */
export const photosChosen = createEvent<ChosenPhotos>();
/** Photos were refused, before sending or by the server. */
export const photosRefused = createEvent<PhotoField & { problem: UploadProblem }>();

/** Uploads chosen photos to the portal's server. */
export const uploadPhotosFx = createEffect(({ consumerId, purchaseId, files }: ChosenPhotos) =>
  uploadPhotos(consumerId, purchaseId, files),
);

/** Photos on their way, per field. */
export const $photosUploading = createStore<Record<string, number>>({})
  .on(uploadPhotosFx, (all, chosen) => {
    const key = photoFieldKey(chosen);
    return { ...all, [key]: (all[key] ?? 0) + chosen.files.length };
  })
  .on(uploadPhotosFx.finally, (all, { params }) => {
    const key = photoFieldKey(params);
    return { ...all, [key]: Math.max(0, (all[key] ?? 0) - params.files.length) };
  });

/** The last refusal per field; an accepted choice clears it. */
export const $uploadRefusals = createStore<Record<string, UploadRefusal>>({})
  .on(photosRefused, (all, { problem, ...field }) => {
    const key = photoFieldKey(field);
    return { ...all, [key]: { problem, number: (all[key]?.number ?? 0) + 1 } };
  })
  .on(uploadPhotosFx, (all, chosen) => {
    const { [photoFieldKey(chosen)]: _cleared, ...others } = all;
    return others;
  });

const itemAnswersOf = (answers: Record<string, unknown>, itemUid: string) =>
  (answers[itemUid] ?? {}) as ItemAnswers;
const storedPhotos = (answers: Record<string, unknown>, { itemUid, fieldId }: PhotoField) =>
  (itemAnswersOf(answers, itemUid)[fieldId] as UploadedFile[] | undefined) ?? [];

const checked = sample({
  clock: photosChosen,
  source: { answers: $gatekeepingAnswers, uploading: $photosUploading },
  filter: (_, chosen) => chosen.files.length > 0,
  fn: ({ answers, uploading }, chosen) => ({
    chosen,
    problem: uploadProblem(
      chosen.files,
      storedPhotos(answers, chosen).length + (uploading[photoFieldKey(chosen)] ?? 0),
    ),
  }),
});
sample({
  clock: checked,
  filter: ({ problem }) => problem !== null,
  fn: ({ chosen: { itemUid, fieldId }, problem }) => ({
    itemUid,
    fieldId,
    problem: problem as UploadProblem,
  }),
  target: photosRefused,
});
sample({
  clock: checked,
  filter: ({ problem }) => problem === null,
  fn: ({ chosen }) => chosen,
  target: uploadPhotosFx,
});

sample({
  clock: uploadPhotosFx.done,
  source: $gatekeepingAnswers,
  fn: (answers, { params, result }) => ({
    purchaseId: params.itemUid,
    answers: {
      ...itemAnswersOf(answers, params.itemUid),
      [params.fieldId]: [...storedPhotos(answers, params), ...result],
    },
  }),
  target: gatekeepingAnswersChanged,
});
sample({
  clock: uploadPhotosFx.fail,
  fn: ({ params: { itemUid, fieldId }, error }) => ({
    itemUid,
    fieldId,
    problem: refusedUploadProblem(error),
  }),
  target: photosRefused,
});
