/**
 * The "return flow disabled" dialog (docs/business-rules.md#return-reasons): the shop's support link and
 * e-mail.
 */
import { type ShopConfig, useTranslation } from '@portal/shared';
import { webAddress } from '@portal/shared/config';
import { buttonClass, Dialog } from '@portal/shared/ui';

/** Shown instead of storing an item whose reason prevents returns. */
export function ReturnFlowDisabledDialog({ config, onClose }: { config: ShopConfig; onClose: () => void }) {
  const { t } = useTranslation();
  const email = config.customizations.shopSupportEmail || config.supportEmail;
  const supportPage = webAddress(config.customizations.shopSupportUrl);
  return (
    <Dialog
      title={t('select_items.prevent.title')}
      closeLabel={t('select_items.dialog.close')}
      onClose={onClose}
    >
      <p>{t('select_items.prevent.body')}</p>
      <div className="rp-button-row">
        {supportPage && (
          <a className={buttonClass()} href={supportPage} target="_blank" rel="noopener noreferrer">
            {t('select_items.prevent.support_link')}
          </a>
        )}
        {email && (
          <a className={buttonClass({ variant: 'secondary' })} href={`mailto:${email}`}>
            {t('select_items.prevent.support_email', { email })}
          </a>
        )}
      </div>
    </Dialog>
  );
}
