/**
 * The list of carrier services (docs/business-rules.md#carrier-order), for both flows: a real radio
 * group (a fieldset named by its legend, native radios drawn by the design system), each carrier a
 * card with its label, logo, price or "Free", a fee line when there is a fee, and the carrier's
 * stated emissions per parcel where the badge applies. What belongs to the selected carrier (its variants, its address and pickup
 * time) is shown in its card, under the choice. The carriers behind "other options" appear when
 * the shopper opens them; the page says how many appeared and moves the focus to the first.
 */
import { type EmissionsPerParcel, useTranslation } from '@portal/shared';
import { Badge, Button, Card, formatPrice } from '@portal/shared/ui';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { fromCents } from '../../model/money';
import './carrier-list.css';

/** One carrier as the list shows it, whichever flow it comes from. */
export interface CarrierEntry {
  id: string;
  label: string;
  logoUrl?: string | null;
  priceCents: number;
  currency: string;
  /** The price reads "Free" (showsFree). */
  free: boolean;
  /** A fee on top of the price; its line shows only when it is above 0. */
  fee?: { cents: number; currency: string; perItem: boolean } | null;
  /** The carrier's emissions statement the badge states (sustainabilityBadge), or null for no badge. */
  emissions: EmissionsPerParcel | null;
}

/** Props of CarrierList. */
export interface CarrierListProps {
  /** The radios' name. */
  name: string;
  /** What the list shows at once, and what waits behind "other options". */
  shown: CarrierEntry[];
  hidden: CarrierEntry[];
  expanded: boolean;
  selectedId: string | null;
  onChoose: (id: string) => void;
  onExpand: () => void;
  /** Shown in the selected carrier's card, under its choice. */
  selectedDetails?: ReactNode;
  /** A change is being saved: said to assistive technology, the radios stay usable. */
  busy?: boolean;
}

/** The carrier radio group with "other options". */
export function CarrierList({
  name,
  shown,
  hidden,
  expanded,
  selectedId,
  onChoose,
  onExpand,
  selectedDetails,
  busy,
}: CarrierListProps) {
  const { t } = useTranslation();
  const id = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [focusAfterExpand, setFocusAfterExpand] = useState<string | null>(null);
  // A carrier chosen before (the draft remembers it) stays in sight even while the others are hidden.
  const hiddenSelected = expanded ? [] : hidden.filter((entry) => entry.id === selectedId);
  const visible = expanded ? [...shown, ...hidden] : [...shown, ...hiddenSelected];
  const stillHidden = expanded ? [] : hidden.filter((entry) => entry.id !== selectedId);

  useEffect(() => {
    if (!expanded || !focusAfterExpand) return;
    const radios = listRef.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [];
    [...radios].find((radio) => radio.name === name && radio.value === focusAfterExpand)?.focus();
    setFocusAfterExpand(null);
  }, [expanded, focusAfterExpand, name]);

  return (
    <fieldset className="rp-choice rp-carriers" aria-busy={busy || undefined}>
      <legend className="rp-visually-hidden">{t('carriers.carrier_legend')}</legend>
      <ul className="rp-carriers__list" ref={listRef} id={`${id}-list`}>
        {visible.map((entry) => (
          <CarrierCard
            key={entry.id}
            name={name}
            entry={entry}
            selected={entry.id === selectedId}
            onChoose={onChoose}
          >
            {entry.id === selectedId ? selectedDetails : null}
          </CarrierCard>
        ))}
      </ul>
      {stillHidden.length > 0 && (
        <Button
          variant="secondary"
          block
          className="rp-carriers__more"
          aria-expanded={false}
          aria-controls={`${id}-list`}
          onClick={() => {
            setFocusAfterExpand(stillHidden[0]?.id ?? null);
            onExpand();
          }}
        >
          {t('carriers.other_options', { count: stillHidden.length })}
        </Button>
      )}
      {/* Always present, so the text is announced when it appears. */}
      <p className="rp-visually-hidden" role="status">
        {expanded && hidden.length > 0 ? t('carriers.other_options_shown', { count: hidden.length }) : ''}
      </p>
    </fieldset>
  );
}

/** One carrier: the radio with its name, price, fee and badge, and its logo; its details when selected. */
function CarrierCard({
  name,
  entry,
  selected,
  onChoose,
  children,
}: {
  name: string;
  entry: CarrierEntry;
  selected: boolean;
  onChoose: (id: string) => void;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const money = (cents: number, currency: string) => formatPrice(fromCents(cents), currency, i18n.language);
  const fee = entry.fee && entry.fee.cents > 0 ? entry.fee : null;
  return (
    <Card as="li" selected={selected} className="rp-carrier">
      <label className="rp-carrier__option">
        <input
          type="radio"
          className="rp-radio"
          name={name}
          value={entry.id}
          checked={selected}
          onChange={() => onChoose(entry.id)}
          aria-labelledby={`${id}-name`}
          aria-describedby={`${id}-details`}
        />
        <span className="rp-carrier__text">
          <span className="rp-carrier__name" id={`${id}-name`}>
            {entry.label}
          </span>
          <span className="rp-carrier__details" id={`${id}-details`}>
            <span className="rp-carrier__price">
              {entry.free ? t('carriers.free') : money(entry.priceCents, entry.currency)}
            </span>
            {fee && (
              <span className="rp-carrier__fee">
                {t(fee.perItem ? 'carriers.handling_fee' : 'carriers.fee', {
                  amount: money(fee.cents, fee.currency),
                })}
              </span>
            )}
            {entry.emissions && (
              <Badge tone="success">
                {t('carriers.emissions', {
                  grams: entry.emissions.gramsCo2e,
                  source: entry.emissions.source,
                })}
              </Badge>
            )}
          </span>
        </span>
        {entry.logoUrl && (
          <img
            className="rp-carrier__logo"
            src={entry.logoUrl}
            alt={t('carriers.logo_alt', { carrier: entry.label })}
            width={64}
            height={32}
          />
        )}
      </label>
      {children && <div className="rp-carrier__selected">{children}</div>}
    </Card>
  );
}
