/**
 * `@portal/shared/ui`: the design system. Components on native elements, styled by
 * `design-system.css` through the tokens of `tokens.ts` (the shop's branding). Stateless, so each app
 * bundles the components it uses instead of loading them all with the shared singleton; the
 * stylesheet is loaded once, by the host page. The catalogue (`npm run catalogue`) shows every
 * component in every state.
 */

/** Info, warning, error and success messages. */
export { Alert, type AlertProps } from './alert';
/** A short label. */
export { Badge } from './badge';
/** Buttons: primary, secondary, link; busy and disabled. */
export { Button, type ButtonProps, buttonClass } from './button';
/** A surface for one thing: selectable, selected, disabled with its reason. */
export { Card, type CardProps } from './card';
/** What a field with a maximum length says of it (its limit, then its count). */
export { characterCount } from './character-count';
/** Radio and checkbox groups, and a lone checkbox. */
export {
  Checkbox,
  CheckboxGroup,
  type CheckboxGroupProps,
  type CheckboxProps,
  type ChoiceOption,
  RadioGroup,
  type RadioGroupProps,
} from './choice-group';
/** A modal dialog (a bottom sheet on phones). */
export { Dialog, type DialogProps } from './dialog';
/** An error text, announced. */
export { ErrorMessage } from './error-message';
/** TextField and TextArea with label, hint and error. */
export {
  type CharacterCount,
  TextArea,
  type TextAreaProps,
  TextField,
  type TextFieldProps,
} from './field';
/** The bottom action bar. */
export { ActionBar } from './layout';
/** A spinner with a label, announced. */
export { LoadingState } from './loading-state';
/** Money in the page's language. */
export { formatPrice, Price } from './price';
/** A product's picture with a fallback. */
export { ProductImage, type ProductImageProps } from './product-image';
/** "− n / max +". */
export { clampWhole, QuantityStepper, type QuantityStepperProps } from './quantity-stepper';
/** A native select with label, hint and error. */
export { Select, type SelectProps } from './select';
/** What is under way (saving, looking up), announced, in room kept for it. */
export { StatusLine } from './status-line';
/** A server-rendered step's controls, disabled until the browser has taken the page over; whether it is hydrated. */
export { StepControls, useHydrated, usePageTakenOver } from './step-controls';
/** "Step 1 of 3" with a bar. */
export { StepProgress, type StepProgressProps } from './step-progress';
/** A sentence with one link in it (a terms checkbox's return policy). */
export { LINK_SLOT, TextWithLink, type TextWithLinkProps } from './text-with-link';
