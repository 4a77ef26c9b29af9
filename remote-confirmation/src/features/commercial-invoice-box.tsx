/**
 * The commercial-invoice notice (001 §4 "Commercial invoice"): a parcel from outside the EU crosses a
 * customs border. Ship-it-yourself shoppers download the invoice the portal makes; a carrier's label
 * brings its own customs papers.
 */
import { useTranslation } from '@portal/shared';
import { Alert, buttonClass } from '@portal/shared/ui';

/** The box; `downloadUrl` when the shopper prints the invoice. */
export function CommercialInvoiceBox({ downloadUrl }: { downloadUrl?: string }) {
  const { t } = useTranslation();
  return (
    <Alert tone="info" title={t('order_confirmation.commercial_invoice.title')}>
      <p>
        {downloadUrl
          ? t('order_confirmation.commercial_invoice.text')
          : t('order_confirmation.commercial_invoice.carrier_text')}
      </p>
      {downloadUrl && (
        <a
          className={buttonClass({ variant: 'secondary' })}
          href={downloadUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('order_confirmation.commercial_invoice.download')}
        </a>
      )}
    </Alert>
  );
}
