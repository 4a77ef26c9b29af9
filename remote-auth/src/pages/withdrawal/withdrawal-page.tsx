/**
 * The withdrawal function at `/withdraw` (docs/business-rules.md#the-withdrawal-function), reachable
 * without signing in: the statement's form, its summary with the one "Confirm withdrawal" button,
 * then the acknowledgement with the time of receipt. Each screen's heading takes the focus.
 */
import {
  $shopConfig,
  AppLink,
  Navigate,
  PageHeading,
  useGate,
  useTranslation,
  useUnit,
} from '@portal/shared';
import { Alert, Button, ErrorMessage } from '@portal/shared/ui';
import { withdrawalWording } from '@portal/shared/withdrawal';
import { WithdrawalForm } from '../../features/withdrawal/withdrawal-form';
import { WithdrawalSummary } from '../../features/withdrawal/withdrawal-summary';
import {
  $acknowledgement,
  $sendError,
  $sending,
  $stage,
  $values,
  editRequested,
  newStatementStarted,
  receivedTimes,
  WithdrawalGate,
  withdrawalConfirmed,
  withdrawalRequest,
} from '../../model/withdrawal';
import './withdrawal.css';

/** The page. */
export function WithdrawalPage() {
  useGate(WithdrawalGate);
  const { t, i18n } = useTranslation();
  const [config, stage, values, acknowledgement, sending, sendError] = useUnit([
    $shopConfig,
    $stage,
    $values,
    $acknowledgement,
    $sending,
    $sendError,
  ]);
  const [startNewStatement, confirmWithdrawal, requestEdit] = useUnit([
    newStatementStarted,
    withdrawalConfirmed,
    editRequested,
  ]);
  if (!config) return null;
  // The host server sends a page load to the start already; this covers a move within the page.
  if (!config.withdrawalEnabled) return <Navigate to="/" replace />;
  const shop = { shop: config.name };

  if (stage === 'done' && acknowledgement) {
    const times = receivedTimes(acknowledgement.receivedAt, i18n.language);
    return (
      <div className="rp-withdrawal">
        <PageHeading key="done">{t('withdrawal.done_title')}</PageHeading>
        {/* Where the copy went, as the platform says: the address given, or none sent again today. */}
        <Alert tone="success">
          {t(
            acknowledgement.copySent === false ? 'withdrawal.done_intro_not_sent' : 'withdrawal.done_intro',
            {
              ...shop,
              email: acknowledgement.email,
            },
          )}
        </Alert>
        <dl className="rp-withdrawal__summary">
          <div>
            <dt>{t('withdrawal.reference')}</dt>
            <dd>{acknowledgement.withdrawalId}</dd>
          </div>
          <div>
            <dt>{t('withdrawal.received_at')}</dt>
            <dd>
              <time dateTime={acknowledgement.receivedAt}>
                {t('withdrawal.received_local', { date: times.local, zone: times.zone })}
                <br />
                {t('withdrawal.received_utc', { date: times.utc })}
              </time>
            </dd>
          </div>
        </dl>
        <WithdrawalSummary statement={acknowledgement} />
        <div className="rp-withdrawal__actions">
          <Button variant="secondary" onClick={() => window.print()}>
            {t('withdrawal.print')}
          </Button>
          <Button variant="link" onClick={() => startNewStatement()}>
            {t('withdrawal.new_statement')}
          </Button>
        </div>
      </div>
    );
  }

  if (stage === 'review') {
    const statement = withdrawalRequest(values, { storeId: config.id, locale: i18n.language });
    return (
      <div className="rp-withdrawal">
        <PageHeading key="review">{t('withdrawal.review_title')}</PageHeading>
        <p>{t('withdrawal.review_intro', shop)}</p>
        <WithdrawalSummary statement={statement} />
        {sendError && <ErrorMessage>{t(`withdrawal.${sendError}`)}</ErrorMessage>}
        <div className="rp-withdrawal__actions">
          <Button
            block
            busy={sending}
            busyLabel={t('withdrawal.sending')}
            onClick={() => confirmWithdrawal({ storeId: config.id, locale: i18n.language })}
          >
            {withdrawalWording(i18n.language).confirm}
          </Button>
          <Button variant="secondary" block disabled={sending} onClick={() => requestEdit()}>
            {t('withdrawal.edit')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="rp-withdrawal">
      <PageHeading key="form">{t('withdrawal.title')}</PageHeading>
      <p>{t('withdrawal.intro', shop)}</p>
      <WithdrawalForm />
      <p>
        <AppLink to="/" className="rp-link">
          {t('withdrawal.back_to_start')}
        </AppLink>
      </p>
    </div>
  );
}
