/**
 * The product picker of an exchange for another product (docs/business-rules.md#exchange-for-another-product):
 * a sheet over the item dialog (full screen on a phone) with the shop's catalogue — search, category, a
 * page at a time — then one product's sizes, stock and what the exchange comes to. Loaded only when a
 * shopper opens it (`React.lazy`), so select items does not carry it.
 */
import { useGate, useTranslation, useUnit } from '@portal/shared';
import type { PickedProduct } from '@portal/shared/purchase-items';
import {
  Alert,
  Badge,
  Button,
  characterCount,
  Dialog,
  formatPrice,
  LoadingState,
  ProductImage,
  RadioGroup,
  Select,
  TextField,
} from '@portal/shared/ui';
import { useId, useState } from 'react';
import {
  $bonusFailed,
  $categories,
  $category,
  $chosen,
  $exchange,
  $picked,
  $searchFailed,
  $searching,
  $searchText,
  $shownProducts,
  $shownTotal,
  bonusRetried,
  CATALOGUE_SEARCH_MAX,
  categoryChosen,
  moreAsked,
  PickerGate,
  type PickerItem,
  productChosen,
  productPicked,
  productsShown,
  searchRetried,
  searchTyped,
  variantChosen,
  variantTitle,
} from '../../model/product-picker';
import { ExchangeSums } from './exchange-sums';
import './product-exchange.css';

// The list gave way to one product: its name takes the focus, so a screen reader starts there. One
// function for every render, so React calls it only when the heading is mounted.
const focusOnce = (heading: HTMLHeadingElement | null) => heading?.focus();

/** Few enough in stock to say so. */
const FEW_LEFT = 3;

/** Props of ProductPicker. */
export interface ProductPickerProps {
  item: PickerItem;
  onPicked: (chosen: PickedProduct) => void;
  onClose: () => void;
}

/** The picker, open while rendered. */
export default function ProductPicker({ item, onPicked, onClose }: ProductPickerProps) {
  const { t } = useTranslation();
  useGate(PickerGate, item);
  const chosen = useUnit($chosen);
  return (
    <Dialog
      title={t('select_items.picker.title')}
      closeLabel={t('select_items.dialog.close')}
      onClose={onClose}
      className="rp-modal--sheet"
    >
      {chosen ? (
        <ProductDetail currency={item.currency} onPicked={onPicked} />
      ) : (
        <ProductList currency={item.currency} />
      )}
    </Dialog>
  );
}

/** The search, the category and the products found. */
function ProductList({ currency }: { currency: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [text, category, categories, products, total, searching, failed] = useUnit([
    $searchText,
    $category,
    $categories,
    $shownProducts,
    $shownTotal,
    $searching,
    $searchFailed,
  ]);
  const [type, choose, chooseProduct, more, retry] = useUnit([
    searchTyped,
    categoryChosen,
    productChosen,
    moreAsked,
    searchRetried,
  ]);
  return (
    <>
      <search className="rp-picker__search">
        <TextField
          id={`${id}-search`}
          type="search"
          label={t('select_items.picker.search')}
          value={text}
          maxLength={CATALOGUE_SEARCH_MAX}
          count={characterCount(text.length, CATALOGUE_SEARCH_MAX, (key, options) => t(key, options))}
          onChange={(event) => type(event.target.value.slice(0, CATALOGUE_SEARCH_MAX))}
          autoComplete="off"
        />
        {categories.length > 0 && (
          <Select
            id={`${id}-category`}
            label={t('select_items.picker.category')}
            value={category ?? ''}
            onChange={(event) => choose(event.target.value || null)}
          >
            <option value="">{t('select_items.picker.all_categories')}</option>
            {categories.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </Select>
        )}
      </search>
      {/* One polite region for the count, the search running and an empty result. */}
      <p className="rp-picker__status" role="status">
        {searching && products.length === 0
          ? t('select_items.picker.searching')
          : !failed && total === 0
            ? t('select_items.picker.no_results')
            : failed
              ? ''
              : t('select_items.picker.results', { count: total })}
      </p>
      {failed && <Failed text={t('select_items.picker.failed')} onRetry={() => retry()} />}
      <ul className="rp-picker__products" aria-label={t('select_items.picker.products')}>
        {products.map((product) => {
          const soldOut = product.variants.every((variant) => variant.available === 0);
          return (
            <li key={product.id}>
              <button
                type="button"
                className="rp-picker__product"
                disabled={soldOut}
                onClick={() => chooseProduct(product.id)}
              >
                <ProductImage src={product.thumbnailUrl ?? product.imageUrls[0]} alt="" size={72} />
                <span className="rp-picker__product-text">
                  <span className="rp-picker__product-name">{product.name}</span>
                  <span className="rp-picker__product-price">
                    {formatPrice(product.price.value, product.price.currency || currency, i18n.language)}
                  </span>
                  {soldOut && <Badge tone="warning">{t('select_items.picker.sold_out')}</Badge>}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {products.length > 0 && products.length < total && (
        <div className="rp-button-row">
          <Button variant="secondary" block busy={searching} onClick={() => more()}>
            {t('select_items.picker.more')}
          </Button>
        </div>
      )}
      {searching && products.length > 0 && <LoadingState label={t('select_items.picker.searching')} />}
    </>
  );
}

/** One product: its sizes with their stock, what the exchange comes to, and the choice. */
function ProductDetail({
  currency,
  onPicked,
}: {
  currency: string;
  onPicked: ProductPickerProps['onPicked'];
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [chosen, exchange, picked, bonusFailed] = useUnit([$chosen, $exchange, $picked, $bonusFailed]);
  const [chooseVariant, back, pick, retryBonus] = useUnit([
    variantChosen,
    productsShown,
    productPicked,
    bonusRetried,
  ]);
  const [submitted, setSubmitted] = useState(false);
  if (!chosen) return null;
  const { product, variant } = chosen;
  const single = product.variants.length === 1;
  const submit = () => {
    setSubmitted(true);
    if (!picked) return;
    pick();
    onPicked(picked);
  };
  return (
    <div className="rp-picker__detail">
      <Button variant="link" onClick={() => back()}>
        {t('select_items.picker.back')}
      </Button>
      <div className="rp-chosen-product">
        <ProductImage src={product.imageUrls[0] ?? product.thumbnailUrl} alt="" size={96} eager />
        <div>
          <h3 className="rp-chosen-product__name" ref={focusOnce} tabIndex={-1}>
            {product.name}
          </h3>
          <p className="rp-chosen-product__meta">
            {formatPrice((variant ?? product).price.value, currency, i18n.language)}
          </p>
        </div>
      </div>
      {!single && (
        <RadioGroup
          name={`${id}-variant`}
          legend={t('select_items.picker.variant')}
          value={variant?.id ?? null}
          onChange={chooseVariant}
          error={submitted && !variant ? t('select_items.picker.variant_required') : null}
          options={product.variants.map((option) => ({
            value: option.id,
            label: variantTitle(option),
            disabled: option.available === 0,
            description:
              option.available === 0
                ? t('select_items.picker.sold_out')
                : option.available <= FEW_LEFT
                  ? t('select_items.picker.few_left', { count: option.available })
                  : undefined,
          }))}
        />
      )}
      {single && variant === null && <p>{t('select_items.picker.sold_out')}</p>}
      {exchange && <ExchangeSums exchange={exchange} currency={currency} />}
      {bonusFailed && <Failed text={t('select_items.picker.bonus_failed')} onRetry={() => retryBonus()} />}
      <div className="rp-button-row">
        <Button block onClick={submit} disabled={bonusFailed || (single && variant === null)}>
          {t('select_items.picker.choose')}
        </Button>
      </div>
    </div>
  );
}

/** What could not be read, announced, with "Try again". */
function Failed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert tone="error">
      <p>{text}</p>
      <Button variant="secondary" size="small" onClick={onRetry}>
        {t('error_screen.try_again')}
      </Button>
    </Alert>
  );
}
