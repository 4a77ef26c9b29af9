/** Gatekeeping calls: photo uploads on the portal's server and the request on the core API. */
import { httpRequest } from '@portal/shared';
import { consumerPath } from '@portal/shared/route-data';

/** A photo the server stored. */
export interface UploadedFile {
  url: string;
  mimeType: string;
}

/** Uploads photos for one purchase; resolves with where they are stored. */
export async function uploadPhotos(
  consumerId: string,
  purchaseId: string,
  files: File[],
): Promise<UploadedFile[]> {
  if (!consumerId || !purchaseId) throw new Error('A consumer id and a purchase id are required to upload');
  const body = new FormData();
  body.append('consumerId', consumerId);
  body.append('purchaseId', purchaseId);
  for (const file of files) body.append('files[]', file, file.name);
  const { uploadedFiles } = await httpRequest({
    url: '/upload',
    method: 'POST',
    body,
    schema: (s) => s.uploadAnswerSchema,
    core: false,
  });
  return uploadedFiles.map(({ fileUrl, mimeType }) => ({ url: fileUrl, mimeType }));
}

/** Submits the draft as a request with the answers per purchase. */
export function submitRequest(consumerId: string, purchaseAssets: unknown) {
  return httpRequest({
    url: `${consumerPath(consumerId)}/draft-return-order/request`,
    method: 'PUT',
    body: { purchaseAssets },
    schema: (s) => s.draftReturnOrderSchema,
  });
}
