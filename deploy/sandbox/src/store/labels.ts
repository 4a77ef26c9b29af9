/**
 * Shipping labels. A real platform makes a label some time after the shipment is paid for (or
 * free); the sandbox makes it on the LABEL_AFTER_POLLS-th poll after that, so the portal's
 * "processing" state and its polling can be seen and tested without waiting.
 */
import { randomBytes } from 'node:crypto';

/** The poll (counted from the first one after payment, or the first one of a free shipment) that sees the label. */
export const LABEL_AFTER_POLLS = 2;

/** What a label shows. */
export interface Label {
  id: string;
  carrierName: string;
  service: string;
  /** The return order id or quote uuid. */
  reference: string;
  senderCountry: string;
  receiver: { companyName: string; lines: string[] };
}

/** Labels of one sandbox instance, and the polls that lead to them. */
export class Labels {
  private readonly labels = new Map<string, Label>();
  private readonly bySubject = new Map<string, string>();
  private readonly polls = new Map<string, number>();

  /**
   * Counts a poll of a settled shipment (paid or free, needing a label) and answers the label's id
   * from the LABEL_AFTER_POLLS-th poll on, making the label the first time.
   */
  poll(subject: string, make: () => Omit<Label, 'id'>): string | undefined {
    const existing = this.bySubject.get(subject);
    if (existing) return existing;
    const count = (this.polls.get(subject) ?? 0) + 1;
    this.polls.set(subject, count);
    if (count < LABEL_AFTER_POLLS) return undefined;
    const label: Label = { ...make(), id: randomBytes(18).toString('base64url') };
    this.labels.set(label.id, label);
    this.bySubject.set(subject, label.id);
    return label.id;
  }

  /** A label by id. */
  get(id: string): Label | undefined {
    return this.labels.get(id);
  }
}
