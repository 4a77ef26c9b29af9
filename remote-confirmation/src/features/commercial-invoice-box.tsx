/**
 * The commercial-invoice notice (001 §4 "Commercial invoice"): a parcel from outside the EU crosses a
 * customs border. Ship-it-yourself shoppers download the invoice the portal makes; a carrier's label
 * brings its own customs papers.
 */
import { useTranslation } from '@portal/shared';
import { Alert, buttonClass } from '@portal/shared/ui';

/**
 * The box. When the shopper prints the invoice (`printed`), `downloadUrl` is the invoice, fetched
 * ahead as a local file (it then saves as `fileName`), or the server's address when that failed.
 */
export function CommercialInvoiceBox({
  printed = false,
  downloadUrl,
  fileName,
}: {
  printed?: boolean;
  downloadUrl?: string;
  fileName?: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert tone="info" title={t('order_confirmation.commercial_invoice.title')}>
      <p>
        {printed
          ? t('order_confirmation.commercial_invoice.text')
          : t('order_confirmation.commercial_invoice.carrier_text')}
      </p>
      {printed && downloadUrl && (
        <a className={buttonClass({ variant: 'secondary' })} href={downloadUrl} download={fileName}>
          {t('order_confirmation.commercial_invoice.download')}
        </a>
      )}
    </Alert>
  );
}
