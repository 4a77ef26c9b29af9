/** The "return flow disabled" dialog (000 §2 "Item dialog"): the shop's support link and e-mail. */
import { ModalDialog, type ShopConfig, useTranslation } from '@portal/shared';

/** Shown instead of storing an item whose reason prevents returns. */
export function ReturnFlowDisabledDialog({ config, onClose }: { config: ShopConfig; onClose: () => void }) {
  const { t } = useTranslation();
  const email = config.customizations.shopSupportEmail || config.supportEmail;
  return (
    <ModalDialog
      title={t('select_items.prevent.title')}
      closeLabel={t('select_items.dialog.close')}
      onClose={onClose}
    >
      <p>{t('select_items.prevent.body')}</p>
      <p className="rp-item__actions">
        {config.customizations.shopSupportUrl && (
          <a
            className="rp-button"
            href={config.customizations.shopSupportUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('select_items.prevent.support_link')}
          </a>
        )}
        {email && (
          <a className="rp-button rp-button--secondary" href={`mailto:${email}`}>
            {t('select_items.prevent.support_email', { email })}
          </a>
        )}
      </p>
    </ModalDialog>
  );
}
