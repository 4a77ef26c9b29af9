/**
 * Shipping labels. A real platform makes a label some time after the shipment is settled (paid, or
 * created when free); the sandbox makes it at the first look after that moment (the caller's
 * `dueAt`), dated to the moment itself, so the portal's "processing" state and its polling can be
 * seen, and tests move a clock instead of waiting. A label failure that applies then is recorded
 * instead, and stays.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { LabelFailure } from '../data/label-failures';
import { trackingNumberFor } from '../data/tracking';

/** How long a paperless code works after its label was made. */
export const PAPERLESS_CODE_DAYS = 14;

/** What a label shows, as the return order or quote knows it. */
export interface LabelContent {
  carrierName: string;
  service: string;
  /** The return order id or quote uuid. */
  reference: string;
  sender: { name: string | null; countryCode: string; lines: string[] };
  receiver: { companyName: string; lines: string[] };
  /** A service that needs a label but no printer: the point prints it from a code the shopper shows. */
  paperless: boolean;
  /** How many parcels the return travels in: a carrier makes one label (and tracking number) each. */
  parcels: number;
}

/** The code a shopper shows at a paperless drop-off point, and until when (ISO). */
export interface PaperlessCode {
  code: string;
  validUntil: string;
}

/** A made label. */
export interface Label extends Omit<LabelContent, 'paperless' | 'parcels'> {
  id: string;
  /** The first parcel's tracking number: the shipment's. */
  trackingNumber: string;
  /** One per parcel, in order (the first is `trackingNumber`). */
  trackingNumbers: string[];
  createdAt: Date;
  paperlessCode: PaperlessCode | null;
}

/** How making a subject's label ended: the label, or the failure the carrier reported. */
export type LabelOutcome =
  | { label: Label; failure?: undefined }
  | { failure: LabelFailure; at: Date; label?: undefined };

/** What asking for a subject's label needs. */
export interface LabelRequest {
  /** `return-order:<id>` or `quote:<uuid>`: one label each. */
  subject: string;
  /** When the label is due; undefined while the shipment is not settled. */
  dueAt: Date | undefined;
  now: Date;
  /** The failure that applies at the moment the label is made, if any. */
  failure: () => LabelFailure | undefined;
  content: () => LabelContent;
}

/** `RTN-` and two groups of four random digits. */
const paperlessCode = () =>
  `RTN-${String(randomInt(10_000)).padStart(4, '0')}-${String(randomInt(10_000)).padStart(4, '0')}`;

/** Labels of one sandbox instance, and the PDFs drawn of them. */
export class Labels {
  private readonly labels = new Map<string, Label>();
  private readonly outcomes = new Map<string, LabelOutcome>();
  private readonly pdfs = new Map<string, Promise<Uint8Array>>();

  /**
   * The outcome of the subject's label: the recorded one, else, once `dueAt` has come, the label
   * made (or the failure recorded) as of `dueAt`; undefined while it is not due.
   */
  resolve(request: LabelRequest): LabelOutcome | undefined {
    const recorded = this.outcomes.get(request.subject);
    if (recorded) return recorded;
    const at = request.dueAt;
    if (!at || at > request.now) return undefined;
    const failure = request.failure();
    let outcome: LabelOutcome;
    if (failure) {
      outcome = { failure, at };
    } else {
      const { paperless, parcels, ...content } = request.content();
      const trackingNumbers = Array.from({ length: Math.max(1, parcels) }, (_, index) =>
        trackingNumberFor(
          content.carrierName,
          index === 0 ? request.subject : `${request.subject}#${index + 1}`,
        ),
      );
      const label: Label = {
        ...content,
        id: randomBytes(18).toString('base64url'),
        trackingNumber: trackingNumbers[0] ?? '',
        trackingNumbers,
        createdAt: at,
        paperlessCode: paperless
          ? {
              code: paperlessCode(),
              validUntil: new Date(at.getTime() + PAPERLESS_CODE_DAYS * 86_400_000).toISOString(),
            }
          : null,
      };
      this.labels.set(label.id, label);
      outcome = { label };
    }
    this.outcomes.set(request.subject, outcome);
    return outcome;
  }

  /** A label by id. */
  get(id: string): Label | undefined {
    return this.labels.get(id);
  }

  /** The label's PDF, drawn by `render` the first time and kept: a label never changes. */
  pdfOf(label: Label, render: (label: Label) => Promise<Uint8Array>): Promise<Uint8Array> {
    let pdf = this.pdfs.get(label.id);
    if (!pdf) {
      pdf = render(label);
      this.pdfs.set(label.id, pdf);
      // A failed drawing is not kept: the next request tries again.
      pdf.catch(() => this.pdfs.delete(label.id));
    }
    return pdf;
  }
}
