/**
 * The parcel-count selector: "− n / max +" within the bounds,
 * the buttons disabled at them.
 */
import { useTranslation } from '@portal/shared';
import { QuantityStepper } from '@portal/shared/ui';
import { useId } from 'react';
import './parcel-count.css';

/** Props of ParcelCount. */
export interface ParcelCountProps {
  amount: number;
  min: number;
  max: number;
  onChange: (amount: number) => void;
}

/** The number of parcels, with its label and hint. */
export function ParcelCount({ amount, min, max, onChange }: ParcelCountProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="rp-parcels">
      <div className="rp-parcels__text">
        {/* The stepper's own label names its field; this is the same text for the eye. */}
        <p className="rp-parcels__label" aria-hidden="true">
          {t('carriers.parcels.label')}
        </p>
        <p className="rp-field__hint" id={`${id}-hint`}>
          {t('carriers.parcels.hint')}
        </p>
      </div>
      <QuantityStepper
        id={`${id}-amount`}
        label={t('carriers.parcels.label')}
        value={amount}
        min={min}
        max={max}
        maxLabel={t('carriers.parcels.of', { max })}
        decreaseLabel={t('carriers.parcels.decrease')}
        increaseLabel={t('carriers.parcels.increase')}
        onChange={onChange}
      />
    </div>
  );
}
