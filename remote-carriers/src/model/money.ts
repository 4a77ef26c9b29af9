/** Money in cents for this step: the shared rule (`@portal/shared/money`), so the page and the sandbox read amounts alike. */
export { centsToDecimal, decimalMoney, fromCents, toCents } from '@portal/shared/money';
