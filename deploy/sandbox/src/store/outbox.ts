/**
 * The e-mails the sandbox would have sent (sign-in links, withdrawal acknowledgements), newest first
 * at `/sandbox/outbox`. An attachment is kept as its bytes and served beside the mail.
 */

/** A file sent with a mail. */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

/** An e-mail the sandbox would have sent. */
export interface OutboxMail {
  id: number;
  to: string;
  merchant: string;
  subject: string;
  /** The mail's text. */
  body?: string;
  /** The one link the mail is about (a sign-in link). */
  link?: string;
  attachment?: OutboxAttachment;
  sentAt: string;
}

/** What `/sandbox/outbox.json` shows of a mail: the attachment by name and address, not its bytes. */
export type OutboxEntry = Omit<OutboxMail, 'attachment'> & { attachment?: { filename: string; url: string } };

/** The outbox of one sandbox instance. */
export class Outbox {
  private readonly sent: OutboxMail[] = [];

  constructor(private readonly now: () => Date) {}

  /** Puts a mail in the outbox. */
  send(mail: Omit<OutboxMail, 'id' | 'sentAt'>): OutboxMail {
    const sent = { ...mail, id: this.sent.length + 1, sentAt: this.now().toISOString() };
    this.sent.push(sent);
    return sent;
  }

  /** Every mail, newest first. */
  mails(): OutboxMail[] {
    return [...this.sent].reverse();
  }

  /** The mail numbered `id`. */
  mail(id: number): OutboxMail | undefined {
    return this.sent[id - 1];
  }
}

/** Where a mail's attachment is served. */
export const attachmentPath = (mail: Pick<OutboxMail, 'id'> & { attachment?: { filename: string } }) =>
  mail.attachment ? `/sandbox/outbox/${mail.id}/${encodeURIComponent(mail.attachment.filename)}` : undefined;

/** A mail as the outbox's JSON lists it. */
export function outboxEntry(mail: OutboxMail): OutboxEntry {
  const { attachment, ...rest } = mail;
  return attachment
    ? { ...rest, attachment: { filename: attachment.filename, url: attachmentPath(mail) as string } }
    : rest;
}
