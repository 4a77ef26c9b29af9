/** Money in cents for this step: the shared rule (`@portal/shared/money`), so the page and the sandbox read amounts alike. */
export { centsToDecimal, fromCents, toCents } from '@portal/shared/money';
