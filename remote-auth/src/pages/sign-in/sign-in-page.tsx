/**
 * The two-sided sign-in screen (000 §2 "Sign-in screen"): the shop's image on one side, the
 * order-number form on the other.
 */
import {
  $shopConfig,
  ErrorMessage,
  PageHeading,
  signedIn,
  useNavigate,
  useSearchParams,
  useTranslation,
  useUnit,
} from '@portal/shared';
import { type FormEvent, useState } from 'react';
import { signIn } from '../../api/sign-in';
import { signInErrorKey } from './sign-in-error';

/** The sign-in page. */
export function SignInPage() {
  const config = useUnit($shopConfig);
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [orderNumber, setOrderNumber] = useState(params.get('orderNumber') ?? '');
  const [submitting, setSubmitting] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);

  if (!config) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setErrorKey(null);
    try {
      const consumerId = await signIn({ email, orderNumber }, config, i18n.language);
      signedIn(consumerId);
      navigate('/select-items');
    } catch (error) {
      setErrorKey(signInErrorKey(error));
      setSubmitting(false);
    }
  };

  return (
    <div className="rp-sign-in">
      <div
        className="rp-sign-in__image"
        role="presentation"
        style={{
          backgroundImage: config.loginLeftSideImageUrl
            ? `url("${config.loginLeftSideImageUrl}")`
            : undefined,
          backgroundPosition: config.leftSideImageBackgroundPosition ?? 'center',
        }}
      />
      <div className="rp-sign-in__form">
        <PageHeading>{t('login.title', { shop: config.name })}</PageHeading>
        <form onSubmit={submit} noValidate aria-busy={submitting}>
          <div className="rp-field">
            <label htmlFor="sign-in-email">{t('login.email')}</label>
            <input
              id="sign-in-email"
              className="rp-input"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <div className="rp-field">
            <label htmlFor="sign-in-order-number">{t('login.order_number')}</label>
            <input
              id="sign-in-order-number"
              className="rp-input"
              value={orderNumber}
              onChange={(event) => setOrderNumber(event.target.value)}
            />
          </div>
          {errorKey && <ErrorMessage>{t(errorKey)}</ErrorMessage>}
          <button type="submit" className="rp-button" disabled={submitting}>
            {t('login.submit')}
          </button>
        </form>
      </div>
    </div>
  );
}
