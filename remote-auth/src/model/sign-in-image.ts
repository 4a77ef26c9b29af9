/**
 * Where the sign-in picture is anchored when it is cropped (the shop configuration's leftSideImageBackgroundPosition,
 * a CSS background-position such as "center top"). Only words, numbers and units pass: the value
 * goes into a style, and `;` or `(` could add CSS of its own. Shared with the server's first paint.
 */
export function signInImagePosition(configured: string | undefined): string {
  const value = configured?.trim() ?? '';
  return /^[\w\s.%-]+$/.test(value) ? value : 'center';
}
