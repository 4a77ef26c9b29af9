/**
 * A stylesheet in a node build: nothing. The server renders markup only; the page gets the same
 * release's stylesheets from its browser build (the step's manifest), so a node build never needs them.
 */
module.exports = function ignoreStylesLoader() {
  return 'export {};';
};
