/** Under the chosen carrier of the quote flow: the pickup information, the address and the pickup time. */
import { useTranslation, useUnit } from '@portal/shared';
import { AddressBlock } from '../../features/address-block/address-block';
import { TimeslotPicker } from '../../features/address-block/timeslot-picker';
import * as quoteModel from '../../model/carriers-quote';

/** The address and pickup time the chosen carrier needs. */
export function QuotePickupDetails({
  isPickup,
  ecommerceless,
}: {
  isPickup: boolean;
  ecommerceless: boolean;
}) {
  const { t } = useTranslation();
  const choices = useUnit({
    addressSaved: quoteModel.addressSaved,
    addressEditStarted: quoteModel.addressEditStarted,
    timeslotChosen: quoteModel.timeslotChosen,
    timeslotsRetried: quoteModel.timeslotsRetried,
  });
  const [addressForm, addressDraft, pickupAddress, validating, addressError] = useUnit([
    quoteModel.$addressForm,
    quoteModel.$addressDraft,
    quoteModel.$pickupAddress,
    quoteModel.$addressValidating,
    quoteModel.$addressError,
  ]);
  const [timeslots, noTimeslots, timeslotsError, timeslotsLoading, timeslot] = useUnit([
    quoteModel.$timeslots,
    quoteModel.$noTimeslots,
    quoteModel.$timeslotsError,
    quoteModel.$timeslotsLoading,
    quoteModel.$timeslot,
  ]);
  return (
    <>
      {isPickup && <p className="rp-pickup__info">{t('carriers.pickup.info')}</p>}
      {addressForm !== 'none' && (
        <AddressBlock
          form={addressForm}
          title={isPickup ? t('carriers.address.pickup_title') : t('carriers.address.title')}
          ecommerceless={ecommerceless}
          draft={addressDraft}
          saved={pickupAddress}
          validating={validating}
          errorKey={addressError}
          onSave={choices.addressSaved}
          onEdit={choices.addressEditStarted}
        />
      )}
      {isPickup && (
        <TimeslotPicker
          postalCode={pickupAddress?.postalCode || null}
          timeslots={timeslots}
          loading={timeslotsLoading}
          noTimeslots={noTimeslots}
          errorKey={timeslotsError}
          value={timeslot}
          onChoose={choices.timeslotChosen}
          onRetry={choices.timeslotsRetried}
        />
      )}
    </>
  );
}
