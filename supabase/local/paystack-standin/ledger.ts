// The stand-in's memory: transactions by reference and by access code, refunds by the Idempotency-Key they were asked
// with, and their ids; and how Paystack's API shows a transaction and a refund.

export type Status = 'ongoing' | 'success' | 'failed' | 'abandoned';

export interface Transaction {
  id: number;
  reference: string;
  accessCode: string;
  email: string;
  amount: number;
  currency: string;
  callbackUrl: string | null;
  status: Status;
  channel: string | null;
  createdAt: string;
  paidAt: string | null;
  refunded: boolean;
}

export interface Refund {
  id: number;
  transaction: Transaction;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
  createdAt: string;
}

export interface Ledger {
  byReference: Map<string, Transaction>;
  byAccessCode: Map<string, Transaction>;
  /** Refunds by the Idempotency-Key they were asked with: the same key again answers the same refund. */
  refundsByKey: Map<string, Refund>;
  /** The next transaction or refund id. */
  nextId(): number;
}

export function createLedger(): Ledger {
  let nextId = 4_000_000_000 + Math.floor(Math.random() * 1_000_000);
  return { byReference: new Map(), byAccessCode: new Map(), refundsByKey: new Map(), nextId: () => nextId++ };
}

export function transactionData(t: Transaction) {
  return {
    id: t.id,
    domain: 'test',
    status: t.status,
    reference: t.reference,
    amount: t.amount,
    currency: t.currency,
    channel: t.channel,
    gateway_response: { ongoing: 'The transaction has not been completed', success: 'Successful', failed: 'Declined', abandoned: 'The transaction was not completed' }[t.status],
    paid_at: t.paidAt,
    created_at: t.createdAt,
    customer: { email: t.email },
  };
}

export function refundData(r: Refund) {
  return {
    id: r.id,
    status: r.status,
    transaction: { id: r.transaction.id, reference: r.transaction.reference, amount: r.transaction.amount },
    transaction_reference: r.transaction.reference,
    refund_reference: `rfd-${r.id}`,
    amount: r.amount,
    currency: r.transaction.currency,
    domain: 'test',
    created_at: r.createdAt,
  };
}
