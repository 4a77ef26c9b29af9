/** The information popup (000 §2 "Select items"): opens on arrival when the shop turned it on. */
import { ModalDialog, SafeHtml, type ShopConfig, useTranslation } from '@portal/shared';
import { useState } from 'react';

/** The popup, open until the shopper closes it. */
export function InformationPopup({ config }: { config: ShopConfig }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(Boolean(config.customizations.informationPopupEnabled));
  if (!open) return null;
  return (
    <ModalDialog
      title={t('select_items.information_popup.title')}
      closeLabel={t('select_items.dialog.close')}
      onClose={() => setOpen(false)}
    >
      <SafeHtml as="p" html={t('select_items.information_popup.body')} />
      <button type="button" className="rp-button" onClick={() => setOpen(false)}>
        {t('select_items.information_popup.close')}
      </button>
    </ModalDialog>
  );
}
