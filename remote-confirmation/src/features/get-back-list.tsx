/**
 * What the shopper gets back, on every confirmation (docs/business-rules.md#what-you-get-back): the items,
 * each exchange's new variant, and the refund or store credit, as the platform's answer names them; the
 * same list the carriers step shows. Nothing when the answer names no items.
 */
import { useTranslation } from '@portal/shared';
import { type GetBack, WhatYouGetBack, type WhatYouGetBackProps } from '@portal/shared/get-back';

/** The list in the page's language. */
export function GetBackList({
  getBack,
  pending,
  itemExtra,
}: { getBack: GetBack | null } & Pick<WhatYouGetBackProps, 'pending' | 'itemExtra'>) {
  const { t, i18n } = useTranslation();
  if (!getBack) return null;
  return (
    <WhatYouGetBack
      getBack={getBack}
      t={t}
      language={i18n.language}
      pending={pending}
      itemExtra={itemExtra}
    />
  );
}
