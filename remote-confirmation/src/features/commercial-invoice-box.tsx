/**
 * The commercial-invoice notice (docs/business-rules.md#commercial-invoice): a parcel from outside the EU crosses a
 * customs border. Ship-it-yourself shoppers download the invoice the portal makes; a carrier's label
 * brings its own customs papers.
 */
import { useTranslation } from '@portal/shared';
import { Alert, Button, buttonClass } from '@portal/shared/ui';

/**
 * The box. When the shopper prints the invoice (`printed`), `downloadUrl` is the invoice, fetched
 * ahead as a local file while the session lasted. The button opens it in a new tab, where
 * the browser's viewer prints or saves it. While it is fetched (`loading`) the box says so; when it
 * could not be (`failed`), it says that and offers `onRetry`; the box is a status region, so both are
 * announced.
 */
export function CommercialInvoiceBox({
  printed = false,
  downloadUrl,
  loading = false,
  failed = false,
  onRetry,
}: {
  printed?: boolean;
  downloadUrl?: string;
  loading?: boolean;
  failed?: boolean;
  onRetry?: () => void;
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
        <a
          className={buttonClass({ variant: 'secondary' })}
          href={downloadUrl}
          target="_blank"
          rel="noopener"
        >
          {t('order_confirmation.commercial_invoice.download')}
        </a>
      )}
      {printed && loading && <p>{t('order_confirmation.commercial_invoice.loading')}</p>}
      {printed && failed && !loading && (
        <>
          <p>{t('order_confirmation.commercial_invoice.failed')}</p>
          <Button variant="secondary" onClick={onRetry}>
            {t('error_screen.try_again')}
          </Button>
        </>
      )}
    </Alert>
  );
}
