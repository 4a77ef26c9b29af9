/** The withdrawal statements the platform received (docs/sandbox.md#withdrawals), oldest first. */
import type { WithdrawalAcknowledgement } from '../platform/api';

/** A statement as stored: the acknowledgement plus what the shop needs to follow it up. */
export interface StoredWithdrawal extends WithdrawalAcknowledgement {
  /** Whether its acknowledgement was e-mailed (the address had not had its copies for the day). */
  copySent: boolean;
  merchant: string;
  locale: string;
  /** Whether the order number and e-mail address named an order of the shop (the shopper is never told). */
  matched: boolean;
}

/** The statements of one sandbox instance. */
export class Withdrawals {
  private readonly statements: StoredWithdrawal[] = [];

  /** Keeps a statement. */
  add(statement: StoredWithdrawal): StoredWithdrawal {
    this.statements.push(statement);
    return statement;
  }

  /** Every statement, oldest first. */
  all(): StoredWithdrawal[] {
    return [...this.statements];
  }
}
