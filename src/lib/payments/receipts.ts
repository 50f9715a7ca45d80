import type { PayloadRequest } from 'payload'

import type { PaymentRecord } from './records'

/**
 * Where a receipt is issued: called once per payment, in the transaction that records it as paid
 * (the webhook's), after the payment row holds its final amounts, taxes, rates and `paidAt`.
 *
 * Today it issues nothing: the booking's confirmation e-mail (sent by the same transaction) is
 * the visitor's acknowledgement, and the payment row is the record the accountant works from.
 * Numbered, bilingual PDF receipts hook in here: whatever this function queues in `req`'s
 * transaction (a numbered receipt row, an e-mail through the outbox) is stored with the payment,
 * once, however many times Stripe delivers the event.
 */
export async function issueReceipt(_req: PayloadRequest, _payment: PaymentRecord): Promise<void> {}
