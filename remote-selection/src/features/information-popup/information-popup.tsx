/**
 * The information popup (docs/business-rules.md#information-popup): opens on arrival when the shop turned it
 * on.
 */
import { type ShopConfig, useTranslation } from '@portal/shared';
import { SafeHtml } from '@portal/shared/safe-html';
import { Button, Dialog } from '@portal/shared/ui';
import { useState } from 'react';

/** The popup, open until the shopper closes it. */
export function InformationPopup({ config }: { config: ShopConfig }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(Boolean(config.customizations.informationPopupEnabled));
  if (!open) return null;
  return (
    <Dialog
      title={t('select_items.information_popup.title')}
      closeLabel={t('select_items.dialog.close')}
      onClose={() => setOpen(false)}
    >
      <SafeHtml as="p" html={t('select_items.information_popup.body')} />
      <div className="rp-button-row">
        <Button block onClick={() => setOpen(false)}>
          {t('select_items.information_popup.close')}
        </Button>
      </div>
    </Dialog>
  );
}
