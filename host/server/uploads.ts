/**
 * Photo uploads for gatekeeping answers, `POST /upload` (docs/business-rules.md#uploads): checked by content,
 * size and count here on the server, whatever the browser claimed.
 */

/** At most this many files per upload. */
export const MAX_FILES = 5;
/** At most this many bytes per file. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

const SIGNATURES: { mimeType: 'image/png' | 'image/jpeg'; extension: string; bytes: number[] }[] = [
  { mimeType: 'image/png', extension: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mimeType: 'image/jpeg', extension: 'jpg', bytes: [0xff, 0xd8, 0xff] },
];

/** The image type of `content` by its first bytes (png or jpeg), or null for anything else. */
export function detectImageType(content: Uint8Array) {
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => content[index] === byte)) ?? null;
}

/** The content type to serve a stored upload with, from its generated name. */
export const mimeTypeOfStoredName = (name: string) =>
  name.endsWith('.png') ? 'image/png' : name.endsWith('.jpg') ? 'image/jpeg' : null;

/** Names the server generates: a uuid and the detected extension, nothing from the shopper. */
export const STORED_NAME = /^[0-9a-f-]{36}\.(png|jpg)$/;
