/**
 * The item dialog (docs/business-rules.md#exchange-sizes, #exchange-for-another-product and #return-reasons
 * there): for an exchangeable item a choice between exchange (first, preselected) and return, and where the
 * shop offers it an exchange for another product; the exchange form (sizes), the other product's form (a
 * reason, the product picker, what it comes to and where a rest goes) or the return-reason form; one select
 * button submits whichever form is active. A reason that prevents returns shows the "return flow disabled"
 * dialog instead and stores nothing.
 */
import { itemSelected, type ShopConfig, useTranslation, useUnit } from '@portal/shared';
import { fromCents } from '@portal/shared/money';
import { productExchangeOfItem } from '@portal/shared/pricing';
import { sortBySize, usesDropdown } from '@portal/shared/sizes';
import {
  Button,
  Dialog,
  ErrorMessage,
  formatPrice,
  LoadingState,
  RadioGroup,
  Select,
  TextArea,
} from '@portal/shared/ui';
import { type FormEvent, lazy, Suspense, useId, useState } from 'react';
import { canExchangeForProduct, exchangeChosen, canExchange as offersExchange } from '../../model/exchange';
import type { PortalItem } from '../../model/portal-items';
import { REASON_TYPE, type ReasonOption, reasonError } from '../../model/return-reasons';
import {
  type ChosenProduct,
  type PickedProduct,
  productExchangeSelection,
  returnSelection,
} from '../../model/selected-item';
import { limitFreeText, useFreeText } from '../free-text/free-text';
import { ExchangeSums, hasRest } from '../product-exchange/exchange-sums';
import { ReturnFlowDisabledDialog } from '../return-flow-disabled/return-flow-disabled-dialog';

// The picker is its own chunk: select items loads it when a shopper first opens it.
const ProductPicker = lazy(() => import('../product-exchange/product-picker'));

type Mode = 'exchange' | 'product' | 'return';

interface ItemDialogProps {
  item: PortalItem;
  config: ShopConfig;
  reasons: ReasonOption[];
  quantity: number;
  onClose: () => void;
}

/** The dialog for one item. */
export function ItemDialog({ item, config, reasons, quantity, onClose }: ItemDialogProps) {
  const { t, i18n } = useTranslation();
  const [select, chooseExchange] = useUnit([itemSelected, exchangeChosen]);
  const id = useId();
  const canExchange = offersExchange(item);
  const canExchangeProduct = canExchangeForProduct(item, config);
  const [mode, setMode] = useState<Mode>(canExchange ? 'exchange' : 'return');
  const [picking, setPicking] = useState(false);
  const [product, setProduct] = useState<PickedProduct | null>(null);
  const [rest, setRest] = useState<ChosenProduct['rest']>('refund');
  const [size, setSize] = useState('');
  const [reasonId, setReasonId] = useState('');
  const [comment, setComment] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [prevented, setPrevented] = useState(false);

  const sizes = sortBySize(item.exchangeOptions, (option) => option.title);
  const reason = reasons.find((candidate) => candidate.id === reasonId);
  const reasonFault = mode === 'exchange' ? null : reasonError(reason, comment);
  const productMissing = mode === 'product' && !product;
  const error =
    mode === 'exchange'
      ? size
        ? null
        : 'select_items.dialog.size_required'
      : (reasonFault ?? (productMissing ? 'select_items.dialog.product_required' : null));
  // Each error is shown at the field it is about.
  const shown = submitted && error ? t(error) : null;
  const reasonMissing = error === 'select_items.dialog.reason_required';
  const productError = submitted && productMissing && !reasonFault;
  const exchange =
    product &&
    productExchangeOfItem({
      itemRef: { price: item.price },
      quantity,
      exchangePrice: product.price,
      exchangeBonus: product.bonus,
    });
  const money = (cents: number) => formatPrice(fromCents(cents), item.currencyCode, i18n.language);

  if (prevented) return <ReturnFlowDisabledDialog config={config} onClose={onClose} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (error) return;
    if (mode === 'exchange') {
      const target = sizes.find((option) => option.value === size);
      if (target) chooseExchange({ item, target, reasons, quantity });
      onClose();
      return;
    }
    if (!reason) return;
    if (reason.preventsReturn) {
      setPrevented(true);
      return;
    }
    select(
      mode === 'product' && product
        ? productExchangeSelection(item, reason, comment, quantity, { ...product, rest })
        : returnSelection(item, reason, comment, quantity),
    );
    onClose();
  };

  return (
    <Dialog
      title={t('select_items.dialog.title', { title: item.title })}
      closeLabel={t('select_items.dialog.close')}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate>
        {(canExchange || canExchangeProduct) && (
          <RadioGroup
            name={`${id}-mode`}
            legend={t('select_items.dialog.choice')}
            value={mode}
            onChange={(value) => setMode(value as Mode)}
            options={[
              ...(canExchange
                ? [
                    {
                      value: 'exchange',
                      label: t('select_items.dialog.exchange'),
                      description: t('select_items.dialog.exchange_promotion'),
                    },
                  ]
                : []),
              ...(canExchangeProduct
                ? [
                    {
                      value: 'product',
                      label: t('select_items.dialog.exchange_product'),
                      description: t('select_items.dialog.exchange_product_promotion'),
                    },
                  ]
                : []),
              { value: 'return', label: t('select_items.dialog.return') },
            ]}
          />
        )}

        {mode === 'exchange' ? (
          usesDropdown(sizes.length) ? (
            <Select
              id={`${id}-size`}
              label={t('select_items.dialog.new_size')}
              value={size}
              onChange={(event) => setSize(event.target.value)}
              error={shown}
            >
              <option value="">{t('select_items.dialog.size_placeholder')}</option>
              {sizes.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.title}
                </option>
              ))}
            </Select>
          ) : (
            <RadioGroup
              name={`${id}-size`}
              legend={t('select_items.dialog.new_size')}
              value={size || null}
              onChange={setSize}
              options={sizes.map((option) => ({ value: option.value, label: option.title }))}
              error={shown}
            />
          )
        ) : (
          <>
            <Select
              id={`${id}-reason`}
              label={t('select_items.dialog.reason')}
              value={reasonId}
              onChange={(event) => {
                setReasonId(event.target.value);
                setComment('');
              }}
              error={reasonMissing ? shown : null}
            >
              <option value="">{t('select_items.dialog.reason_placeholder')}</option>
              {reasons.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.text}
                </option>
              ))}
            </Select>
            {reason && (reason.allowsComment || reason.type === REASON_TYPE.other) && (
              <CommentField
                id={`${id}-comment`}
                reason={reason}
                value={comment}
                onChange={setComment}
                error={reasonMissing || !reasonFault ? null : shown}
              />
            )}
            {mode === 'product' && (
              <section className="rp-new-product" aria-labelledby={`${id}-product`}>
                <h3 className="rp-new-product__title" id={`${id}-product`}>
                  {t('select_items.dialog.new_product')}
                </h3>
                {product && (
                  <p className="rp-chosen-product__name">
                    {product.name}, {product.variant}
                  </p>
                )}
                {exchange && <ExchangeSums exchange={exchange} currency={item.currencyCode} rest={rest} />}
                {/* One button whatever it says, so the focus comes back to it from the picker. */}
                <Button
                  variant="secondary"
                  block
                  aria-describedby={productError ? `${id}-product-error` : undefined}
                  onClick={() => setPicking(true)}
                >
                  {t(product ? 'select_items.dialog.change_product' : 'select_items.dialog.choose_product')}
                </Button>
                {productError && (
                  <ErrorMessage id={`${id}-product-error`}>
                    {t('select_items.dialog.product_required')}
                  </ErrorMessage>
                )}
                {exchange && hasRest(exchange) && (
                  <RadioGroup
                    name={`${id}-rest`}
                    legend={t('select_items.dialog.rest_choice')}
                    value={rest}
                    onChange={(value) => setRest(value === 'store-credit' ? 'store-credit' : 'refund')}
                    options={[
                      {
                        value: 'refund',
                        label: t('select_items.dialog.rest_refund'),
                        description: money(exchange.refundCents),
                      },
                      {
                        value: 'store-credit',
                        label: t('select_items.dialog.rest_store_credit'),
                        description: money(exchange.storeCreditCents),
                      },
                    ]}
                  />
                )}
                {picking && (
                  <Suspense fallback={<LoadingState label={t('select_items.picker.searching')} />}>
                    <ProductPicker
                      item={{
                        uid: item.uid,
                        sku: item.sku,
                        currency: item.currencyCode,
                        price: item.price,
                        quantity,
                      }}
                      onPicked={(picked) => {
                        setProduct(picked);
                        setPicking(false);
                      }}
                      onClose={() => setPicking(false)}
                    />
                  </Suspense>
                )}
              </section>
            )}
          </>
        )}
        <div className="rp-button-row">
          <Button type="submit" block>
            {t('select_items.dialog.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

interface CommentFieldProps {
  id: string;
  reason: ReasonOption;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}

/** Free text, or radios when the reason offers comment options. */
function CommentField({ id, reason, value, onChange, error }: CommentFieldProps) {
  const { t } = useTranslation();
  const freeText = useFreeText();
  const label =
    reason.type === REASON_TYPE.other
      ? t('select_items.dialog.other_text')
      : (reason.commentLabel ?? t('select_items.dialog.comment'));
  if (reason.commentOptions.length > 0) {
    return (
      <RadioGroup
        name={id}
        legend={label}
        value={value || null}
        onChange={onChange}
        options={reason.commentOptions.map((option) => ({ value: option, label: option }))}
        error={error}
      />
    );
  }
  return (
    <TextArea
      id={id}
      label={label}
      value={value}
      {...freeText(value)}
      onChange={(event) => onChange(limitFreeText(event.target.value))}
      error={error}
    />
  );
}
