/**
 * A label-less service's drop-off code: a QR code the point scans and the same code as text, grouped
 * so it can be read aloud or typed at a locker or counter, with a copy button and its expiry. The QR
 * is drawn as SVG modules (uqr) with its quiet zone, at least 2.5 cm wide, black on white.
 */
import type { PaperlessCode as Code } from '@portal/shared';
import { useTranslation } from '@portal/shared';
import { Button } from '@portal/shared/ui';
import { useMemo, useState } from 'react';
import { encode } from 'uqr';
import { useDeviceClock } from '../ui/device-clock';
import './paperless-code.css';

// Four modules of white around the code: scanners need the quiet zone.
const QUIET_ZONE = 4;

/** The SVG path of the QR's dark modules, one unit per module. */
function qrPath(text: string): { size: number; path: string } {
  const { data, size } = encode(text, { border: QUIET_ZONE, ecc: 'M' });
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return { size, path };
}

/** The code box. */
export function PaperlessCode({ code }: { code: Code }) {
  const { t, i18n } = useTranslation();
  const [copied, setCopied] = useState(false);
  const qr = useMemo(() => qrPath(code.code), [code.code]);
  // Its date in the shopper's own zone, which a server render does not know.
  const dated = useDeviceClock();
  const validUntil = code.validUntil ? new Date(code.validUntil) : null;
  const copy = async () => {
    await navigator.clipboard?.writeText(code.code).catch(() => undefined);
    setCopied(true);
  };
  return (
    <section className="rp-paperless" aria-labelledby="rp-paperless-title">
      <h2 id="rp-paperless-title" className="rp-section-title">
        {t('order_confirmation.paperless.title')}
      </h2>
      <p>{t('order_confirmation.paperless.text')}</p>
      <svg
        className="rp-paperless__qr"
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        role="img"
        aria-label={t('order_confirmation.paperless.qr_alt', { code: code.code })}
        shapeRendering="crispEdges"
      >
        <rect width={qr.size} height={qr.size} fill="#fff" />
        <path d={qr.path} fill="#000" />
      </svg>
      <dl className="rp-paperless__text">
        <dt className="rp-paperless__label">{t('order_confirmation.paperless.code_label')}</dt>
        <dd className="rp-paperless__code">{code.code}</dd>
      </dl>
      {validUntil && !Number.isNaN(validUntil.getTime()) && (
        <p className="rp-paperless__valid">
          {dated &&
            t('order_confirmation.paperless.valid_until', {
              date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(validUntil),
            })}
        </p>
      )}
      <Button variant="secondary" onClick={copy}>
        {t('order_confirmation.paperless.copy')}
      </Button>
      <p className="rp-visually-hidden" role="status">
        {copied ? t('order_confirmation.paperless.copied') : ''}
      </p>
    </section>
  );
}
