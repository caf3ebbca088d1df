// The payment provider seam: what the payments function needs from any provider (Paystack today; Flutterwave or
// M-Pesa would be one more adapter with these calls).

/** A provider's answer about one transaction, in the order's minor units. */
export interface VerifiedTransaction {
  reference: string;
  /** success | failed | abandoned, or a provider's in-between state (ongoing, pending, processing, queued…). */
  status: string;
  amountMinor: number;
  currency: string;
  transactionId: string | null;
  channel: string | null;
}

export interface InitializeRequest {
  reference: string;
  email: string;
  amountMinor: number;
  currency: string;
  callbackUrl: string;
  metadata: Record<string, string>;
}

export interface PaymentProvider {
  readonly name: string;
  /** Starts a payment; answers the hosted checkout's URL. */
  initialize(request: InitializeRequest): Promise<{ authorizationUrl: string }>;
  /** Asks the provider what became of a transaction. */
  verify(reference: string): Promise<VerifiedTransaction>;
  /** Whether a webhook's raw body carries the provider's signature. */
  checkWebhookSignature(rawBody: string, headers: Headers): Promise<boolean>;
  /** The reference a signed webhook is about, when it reports a completed charge; null for any other event. */
  chargeReference(event: unknown): string | null;
  /** What a signed webhook says about a refund (processed or failed), with its transaction's reference; else null. */
  refundEvent(event: unknown): RefundEvent | null;
  /**
   * Refunds a transaction (`amountMinor` null: in full). The idempotency key is the same for every call about one
   * refund, so the provider makes one refund however often it is asked. Answers the provider's refund id and status.
   */
  refund(request: RefundRequest): Promise<{ refundId: string | null; status: RefundStatus }>;
}

export interface RefundRequest {
  reference: string;
  amountMinor: number | null;
  note: string;
  idempotencyKey: string;
}

/** processed: the money is back with the payer; failed: it is not, and will not be; pending: the provider is on it. */
export type RefundStatus = 'pending' | 'processed' | 'failed';

export interface RefundEvent {
  reference: string;
  status: 'processed' | 'failed';
  refundId: string | null;
}

/** The provider could not be reached or refused the call. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}
