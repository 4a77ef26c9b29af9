/**
 * The ways a carrier refuses to make a label (docs/sandbox.md#label-failures), as the platform names
 * them on the shipment (draft flow) or the confirmation's errorCode (quote flow). A seeded shop or
 * order may carry one, and `PUT /sandbox/merchants/:merchant/label-failure` sets one at run time.
 */

/** Every label failure the platform reports. */
export const LABEL_FAILURES = [
  'AUTHENTICATION_ERROR',
  'LABEL_REQUEST_VALIDATION_ERROR',
  'ADDRESS_FORMAT_ERROR',
  'UNSPECIFIED_ERROR',
  'SERVICE_UNAVAILABLE_ERROR',
] as const;

/** One label failure. */
export type LabelFailure = (typeof LABEL_FAILURES)[number];

/** The shipment's errorMessage for each failure: what the carrier said, in short. */
export const LABEL_FAILURE_MESSAGES: Record<LabelFailure, string> = {
  AUTHENTICATION_ERROR: "The carrier did not accept the shop's credentials.",
  LABEL_REQUEST_VALIDATION_ERROR: 'The carrier refused the label request as incomplete.',
  ADDRESS_FORMAT_ERROR: "The carrier could not read the sender's address.",
  UNSPECIFIED_ERROR: 'The carrier could not make the label.',
  SERVICE_UNAVAILABLE_ERROR: "The carrier's label service is unavailable.",
};
