/** What the gatekeeping browser tests share: a photo to upload, and the vault form answered. */
import { expect, type Page } from '@playwright/test';

/** A 1×1 PNG, as a photo. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * On confirm items, answers vault's "Tell us what is wrong" form with `description` and one photo
 * named `photo`, and waits for its thumbnail; resolves with the form.
 */
export async function answerGatekeeping(page: Page, description: string, photo: string) {
  const form = page.getByRole('group', { name: 'Tell us what is wrong' });
  await form.getByLabel('Short description *').fill(description);
  await form.getByRole('radio', { name: 'After a week' }).check();
  await form
    .getByLabel("Foto's toevoegen")
    .setInputFiles([{ name: photo, mimeType: 'image/png', buffer: PNG }]);
  await expect(form.getByRole('img', { name: /^Foto \d$/ })).toHaveCount(1);
  await expect(form.getByRole('img', { name: 'Foto 1' })).toBeVisible();
  return form;
}
