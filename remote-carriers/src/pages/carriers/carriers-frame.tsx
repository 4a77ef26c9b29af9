/**
 * What both flows of the carriers step share: the top of the page (the
 * price-deduction alert, the payment-failed banner, "Step 2 of 3" and the heading), the view of a
 * selection already submitted, the no-carriers message, the terms, the back button and the bar with
 * the main action.
 */
import {
  $selectionSubmitted,
  $shopConfig,
  PageHeading,
  type ShopConfig,
  useNavigate,
  useTranslation,
  useUnit,
} from '@portal/shared';
import {
  ActionBar,
  Alert,
  Button,
  buttonClass,
  Checkbox,
  LINK_SLOT,
  StepProgress,
  TextWithLink,
} from '@portal/shared/ui';
import { useEffect, useId, useRef, useState } from 'react';
import './carriers-page.css';

/** The payment status words the banner knows; any other status is shown as it came. */
const PAYMENT_STATUS_WORDS: Record<string, string> = {
  failed: 'failed',
  expired: 'expired',
  cancelled: 'cancelled',
  canceled: 'cancelled',
  open: 'open',
};

/** The price-deduction alert, the payment-failed banner, the step and the heading. */
export function CarriersTop({ config, paymentStatus }: { config: ShopConfig; paymentStatus: string | null }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [deductionDismissed, setDeductionDismissed] = useState(false);
  const statusWord = paymentStatus ? PAYMENT_STATUS_WORDS[paymentStatus.toLowerCase()] : undefined;
  return (
    <div ref={ref}>
      {config.isCarrierPriceDeducted && !deductionDismissed && (
        <Alert
          onDismiss={() => {
            setDeductionDismissed(true);
            // The close button goes with the alert: the focus moves on to the heading, not to the page's start.
            ref.current?.querySelector<HTMLElement>('h1')?.focus();
          }}
          dismissLabel={t('carriers.dismiss')}
        >
          <p>{t('carriers.price_deducted')}</p>
        </Alert>
      )}
      {paymentStatus && (
        <Alert tone="error">
          <p>
            {statusWord === 'open'
              ? t('carriers.payment_open')
              : t('carriers.payment_failed', {
                  paymentStatus: statusWord ? t(`carriers.payment_status.${statusWord}`) : paymentStatus,
                })}
          </p>
        </Alert>
      )}
      <StepProgress current={2} total={3} label={t('steps.indicator', { current: 2, total: 3 })} />
      <PageHeading>{t('carriers.title')}</PageHeading>
    </div>
  );
}

/** The return or quote exists already: its confirmation instead of the form (Back never creates it again). */
export function AlreadySubmitted() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submitted = useUnit($selectionSubmitted);
  return (
    <>
      <Alert tone="success">
        <p>{t('carriers.already_submitted')}</p>
      </Alert>
      <div className="rp-button-row">
        {submitted && (
          <Button onClick={() => navigate(submitted.next)}>{t('carriers.to_confirmation')}</Button>
        )}
        <BackToProducts />
      </div>
    </>
  );
}

/** No carrier can take these items: the message and the shop's support e-mail. */
export function NoCarriers({ config }: { config: ShopConfig }) {
  const { t } = useTranslation();
  const email = config.customizations.shopSupportEmail || config.supportEmail;
  return (
    <>
      <Alert>
        <p>{t('orderConfirmationModal.noPricelists')}</p>
      </Alert>
      <div className="rp-button-row">
        {email && (
          <a className={buttonClass()} href={`mailto:${email}`}>
            {t('carriers.support_email', { email })}
          </a>
        )}
        <BackToProducts />
      </div>
    </>
  );
}

/** "Back to products": to /select-items. */
export function BackToProducts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button variant="secondary" onClick={() => navigate('/select-items')}>
      {t('carriers.back_to_products')}
    </Button>
  );
}

/** The terms checkbox with its error. */
export function TermsCheckbox({
  id,
  checked,
  onChange,
  showError,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  showError: boolean;
}) {
  const { t } = useTranslation();
  const config = useUnit($shopConfig);
  return (
    <Checkbox
      id={id}
      label={
        <TextWithLink
          text={t('carriers.terms', { link: LINK_SLOT })}
          linkText={t('carriers.terms_policy')}
          href={config?.customizations.returnPolicyUrl}
        />
      }
      checked={checked}
      onChange={onChange}
      error={showError ? t('v2.commons.termsAndConditions.mustAgree') : null}
    />
  );
}

/** Props of SubmitBar. */
export interface SubmitBarProps {
  /** The total, shown beside the button where there is room for it (the price summary has it too). */
  total?: string;
  /** Why the button cannot be used yet, shown above the bar; null when it can be used. */
  hint?: string | null;
  /** Continue to payment (a total to pay) or create the return. */
  pays: boolean;
  busy: boolean;
  disabled?: boolean;
  onSubmit: () => void;
}

/**
 * The step's main action in the bar at the bottom, with the total beside it from 576 px (on a
 * phone the two would not fit on one line, and a taller bar would cover the end of the page), and
 * what is missing before it can be used in the page above it.
 */
export function SubmitBar({ total, hint, pays, busy, disabled, onSubmit }: SubmitBarProps) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <>
      {disabled && hint && (
        <p className="rp-carriers-page__hint" id={hintId}>
          {hint}
        </p>
      )}
      <ActionBar summary={total ? <span className="rp-carriers-page__bar-total">{total}</span> : undefined}>
        <Button
          busy={busy}
          busyLabel={t('carriers.submitting')}
          aria-disabled={disabled || undefined}
          aria-describedby={disabled && hint ? hintId : undefined}
          onClick={() => {
            if (!disabled) onSubmit();
          }}
        >
          {pays ? t('carriers.submit_pay') : t('carriers.submit_create')}
        </Button>
      </ActionBar>
    </>
  );
}

/** Moves the focus to what stopped a submit: the insurance question or the terms. */
function focusProblem(problem: 'insurance' | 'terms' | null, ids: { insurance: string; terms: string }) {
  if (problem === 'insurance')
    document.querySelector<HTMLInputElement>(`input[name="${ids.insurance}"]`)?.focus();
  else if (problem === 'terms') document.getElementById(ids.terms)?.focus();
}

/**
 * Returns what to call after each press of the submit button: once the page has rendered the press's
 * outcome (`problem`, the model's `$submitProblem` as this render reads it from the page's scope), the
 * focus moves to what stopped it.
 */
export function useFocusAfterPress(
  problem: 'insurance' | 'terms' | null,
  ids: { insurance: string; terms: string },
): () => void {
  const [presses, setPresses] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: after each press only, with what that press left
  useEffect(() => {
    if (presses > 0) focusProblem(problem, ids);
  }, [presses]);
  return () => setPresses((count) => count + 1);
}
