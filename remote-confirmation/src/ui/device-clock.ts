/**
 * Whether the page may show dates in the device's own time zone. Not in a server render, nor while the
 * browser hydrates one: the server does not know the shopper's zone, so its date (a day off near midnight,
 * an hour off anywhere) would be contradicted by the browser's. A page the browser renders itself shows
 * them at once; a hydrated one right after. Where a date will show, its line is there from the start
 * (confirmation.css), so nothing moves when it comes.
 */
export { useHydrated as useDeviceClock } from '@portal/shared/ui';
