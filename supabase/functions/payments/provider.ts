// The payment provider seam: what the payments function needs from any provider (Paystack today; Flutterwave or
// M-Pesa would be one more adapter with these four calls).

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
  /** Refunds a transaction in full; answers the provider's refund id. */
  refund(reference: string, amountMinor: number, note: string): Promise<{ refundId: string | null }>;
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
