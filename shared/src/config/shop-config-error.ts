/** A configuration that cannot be used; `path` names the field at fault (`(root)` for the whole). */
export class ShopConfigError extends Error {
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(message);
    this.name = 'ShopConfigError';
  }
}
