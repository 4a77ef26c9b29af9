/** Numbered steps ("what's next", the request's review steps): an ordered list a screen reader counts. */
import type { ReactNode } from 'react';

/** The steps under `title`. */
export function NextSteps({ title, steps }: { title: string; steps: { title: string; text?: ReactNode }[] }) {
  return (
    <section className="rp-next-steps" aria-label={title}>
      <h2 className="rp-section-title">{title}</h2>
      <ol className="rp-next-steps__list">
        {steps.map((step) => (
          <li key={step.title} className="rp-next-steps__step">
            {step.text ? (
              <>
                <strong>{step.title}</strong>
                <p>{step.text}</p>
              </>
            ) : (
              step.title
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
