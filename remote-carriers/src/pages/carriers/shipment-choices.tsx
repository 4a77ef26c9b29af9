/**
 * The choices below the carrier list that both flows' carriers pages show alike: the parcel count,
 * the insurance, what the shopper gets back, the price summary and the terms, and for ship-it-yourself
 * the notice that the shopper sends the parcel themselves (said before they confirm, not only after).
 * Each page passes its own model's units, so the two flows keep their own rules while the markup, ids
 * and error wiring exist once.
 */
import { useTranslation } from '@portal/shared';
import type { GetBack } from '@portal/shared/get-back';
import { Alert } from '@portal/shared/ui';
import type { ComponentProps } from 'react';
import { InsuranceChoice } from '../../features/insurance-choice/insurance-choice';
import { ParcelCount } from '../../features/parcel-count/parcel-count';
import { GetBackSummary } from '../../features/price-summary/get-back-summary';
import { PriceSummary } from '../../features/price-summary/price-summary';
import type { SubmitProblem } from '../../model/submit-rules';
import { TermsCheckbox } from './carriers-frame';

/** What a carriers page knows about the choices, and where each answer goes. */
export interface ShipmentChoicesProps {
  ids: { insurance: string; terms: string };
  parcels: { shown: boolean; amount: number; min: number; max: number };
  onParcelsChange: (amount: number) => void;
  offer: ComponentProps<typeof InsuranceChoice>['offer'] | null;
  insurance: boolean | null;
  onInsuranceChoose: (insured: boolean) => void;
  summary: ComponentProps<typeof PriceSummary>['summary'];
  /** What the shopper gets back, shown above the costs. */
  getBack: GetBack | null;
  terms: boolean;
  onTermsToggle: (checked: boolean) => void;
  problem: SubmitProblem | null;
  /** While a choice is being saved: the insurance waits for it. */
  busy?: boolean;
  /** The chosen carrier is ship-it-yourself: the shopper sends the parcel with a carrier of their own. */
  shipItYourself?: boolean;
}

/** Parcels, insurance, the ship-it-yourself notice, what comes back, price summary and terms, in that order. */
export function ShipmentChoices(props: ShipmentChoicesProps) {
  const { ids, parcels, offer, summary, problem } = props;
  const { t } = useTranslation();
  return (
    <>
      {parcels.shown && (
        <ParcelCount
          amount={parcels.amount}
          min={parcels.min}
          max={parcels.max}
          onChange={props.onParcelsChange}
        />
      )}
      {offer && (
        <InsuranceChoice
          name={ids.insurance}
          offer={offer}
          choice={props.insurance}
          onChoose={props.onInsuranceChoose}
          showError={problem === 'insurance'}
          busy={props.busy}
        />
      )}
      {props.shipItYourself && <Alert tone="info">{t('carriers.ship_it_yourself')}</Alert>}
      {props.getBack && <GetBackSummary getBack={props.getBack} />}
      <PriceSummary summary={summary} />
      <TermsCheckbox
        id={ids.terms}
        checked={props.terms}
        onChange={props.onTermsToggle}
        showError={problem === 'terms'}
      />
    </>
  );
}
