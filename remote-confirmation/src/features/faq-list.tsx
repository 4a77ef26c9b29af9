/** The quote flow's FAQ: as many questions as the texts hold (model/faq.ts), each opening its answer. */
import { useTranslation } from '@portal/shared';
import { faqCount } from '../model/faq';

/** The list, or nothing when the texts hold no questions. */
export function FaqList() {
  const { t, i18n } = useTranslation();
  const count = faqCount((key) => i18n.exists(key));
  if (count === 0) return null;
  return (
    <section className="rp-faq" aria-labelledby="rp-faq-title">
      <h2 id="rp-faq-title" className="rp-section-title">
        {t('order_confirmation.faq_title')}
      </h2>
      {Array.from({ length: count }, (_, index) => (
        <details key={t(`faq.title.${index}`)} className="rp-faq__entry">
          <summary>{t(`faq.title.${index}`)}</summary>
          <p>{t(`faq.text.${index}`)}</p>
        </details>
      ))}
    </section>
  );
}
