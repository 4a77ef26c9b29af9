/** The quote flow's FAQ: as many questions as the texts hold (model/faq.ts), each opening its answer. */
import { useTranslation } from '@portal/shared';
import { faqCount, faqPrefix } from '../model/faq';

/** The list, or nothing when the texts hold no questions; a self-shipped return's own questions. */
export function FaqList({ shipItYourself = false }: { shipItYourself?: boolean }) {
  const { t, i18n } = useTranslation();
  const prefix = faqPrefix(shipItYourself);
  const count = faqCount((key) => i18n.exists(key), prefix);
  if (count === 0) return null;
  return (
    <section className="rp-faq" aria-labelledby="rp-faq-title">
      <h2 id="rp-faq-title" className="rp-section-title">
        {t('order_confirmation.faq_title')}
      </h2>
      {Array.from({ length: count }, (_, index) => (
        <details key={t(`${prefix}.title.${index}`)} className="rp-faq__entry">
          <summary>{t(`${prefix}.title.${index}`)}</summary>
          <p>{t(`${prefix}.text.${index}`)}</p>
        </details>
      ))}
    </section>
  );
}
