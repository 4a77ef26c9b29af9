/**
 * The pickup time: a select of the carrier's windows,
 * disabled until the address (its postal code) is saved; the no-timeslots message when the carrier
 * has none; the fetch's error in place.
 */
import { useTranslation } from '@portal/shared';
import { Alert, Button, Select, StatusLine } from '@portal/shared/ui';
import { useId } from 'react';
import type { Timeslot } from '../../model/quote-request';

/** Props of TimeslotPicker. */
export interface TimeslotPickerProps {
  /** The saved address's postal code; the select is disabled without one. */
  postalCode: string | null;
  timeslots: Timeslot[] | null;
  loading: boolean;
  noTimeslots: boolean;
  /** The fetch's message key when it failed. */
  errorKey: string | null;
  value: Timeslot | null;
  onChoose: (slot: Timeslot | null) => void;
  /** Asks the timeslots again after a failed fetch (docs/business-rules.md#inline-errors). */
  onRetry: () => void;
}

/** "Monday 2 December, 09:00 – 13:00" in the page's language and the shopper's time zone. */
export function formatTimeslot(slot: Timeslot, language: string): string {
  const start = new Date(slot.start);
  const end = new Date(slot.end);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return `${slot.start} – ${slot.end}`;
  const format = new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  });
  return format.formatRange(start, end);
}

const keyOf = (slot: Timeslot) => `${slot.start}|${slot.end}`;

/** The pickup-time select with its messages. */
export function TimeslotPicker({
  postalCode,
  timeslots,
  loading,
  noTimeslots,
  errorKey,
  value,
  onChoose,
  onRetry,
}: TimeslotPickerProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  if (noTimeslots) return <Alert tone="warning">{t('v2.carrierSelection.noTimeslots')}</Alert>;
  const slots = timeslots ?? [];
  return (
    <>
      <Select
        id={`${id}-timeslot`}
        label={t('carriers.pickup.timeslot')}
        hint={postalCode ? undefined : t('carriers.pickup.timeslot_needs_address')}
        disabled={!postalCode || loading}
        value={value ? keyOf(value) : ''}
        error={errorKey ? t(errorKey) : null}
        onChange={(event) => onChoose(slots.find((slot) => keyOf(slot) === event.target.value) ?? null)}
      >
        <option value="">{t('carriers.pickup.timeslot_placeholder')}</option>
        {slots.map((slot) => (
          <option key={keyOf(slot)} value={keyOf(slot)}>
            {formatTimeslot(slot, i18n.language)}
          </option>
        ))}
      </Select>
      {errorKey && !loading && (
        <Button variant="secondary" onClick={onRetry}>
          {t('error_screen.try_again')}
        </Button>
      )}
      <StatusLine>{loading && t('carriers.pickup.timeslots_loading')}</StatusLine>
    </>
  );
}
