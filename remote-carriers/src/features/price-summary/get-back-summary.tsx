/**
 * What the shopper gets back, above the costs (docs/business-rules.md#what-you-get-back): the items, each
 * exchange's new variant, and the refund or store credit, in the list every confirmation shows too.
 */
import { useTranslation } from '@portal/shared';
import { type GetBack, WhatYouGetBack } from '@portal/shared/get-back';

/** The list in the page's language. */
export function GetBackSummary({ getBack }: { getBack: GetBack }) {
  const { t, i18n } = useTranslation();
  return <WhatYouGetBack getBack={getBack} t={t} language={i18n.language} />;
}
