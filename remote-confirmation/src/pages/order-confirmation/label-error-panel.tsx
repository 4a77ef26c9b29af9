/**
 * The label-creation error page: the carrier refused to make the label. Its
 * title and text are keyed by the lowercased label status; the shopper can reach support.
 */
import { $shopConfig, useTranslation, useUnit } from '@portal/shared';
import { buttonClass } from '@portal/shared/ui';
import type { LabelError } from '../../model/return-order-progress';
import { StatusPanel } from '../../ui/status-panel';

/** The page for `status`. */
export function LabelErrorPanel({ status }: { status: LabelError }) {
  const { t } = useTranslation();
  const config = useUnit($shopConfig);
  const key = status.toLowerCase();
  const supportEmail = config?.customizations.shopSupportEmail || config?.supportEmail;
  return (
    <div role="alert">
      <StatusPanel tone="error" title={t(`label_error.${key}.title`)}>
        <p>{t(`label_error.${key}.text`)}</p>
        {supportEmail && (
          <div className="rp-button-row">
            <a className={buttonClass()} href={`mailto:${supportEmail}`}>
              {t('error_screen.contact_support')}
            </a>
          </div>
        )}
      </StatusPanel>
    </div>
  );
}
