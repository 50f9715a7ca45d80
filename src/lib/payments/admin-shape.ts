/**
 * What the dashboard's Payments tab receives (GET /api/admin/payments, /api/admin/payment-totals):
 * types only, so the client component and the endpoint agree without the client loading server code.
 * Every amount is integer cents, CAD.
 */
import type { PaymentPurpose, PaymentStatus, RefundReason, RefundStatus } from './model'

export interface AdminRefund {
  id: number
  amount: number
  gst: number
  qst: number
  reason: RefundReason
  /** The studio's words, for a refund made from the dashboard. */
  note: string | null
  requestedBy: string
  /** Ours: pending until Stripe has made it, then succeeded; failed when Stripe refused or failed it. */
  status: RefundStatus
  /** Stripe's own word (`pending`, `requires_action`, `succeeded`, `failed`, `canceled`); null before it answered. */
  stripeStatus: string | null
  /** Why Stripe refused or failed it (its error code or failure reason). */
  failureReason: string | null
  /** The failed refund this one tries again, and the refund that tried this one again. */
  retryOf: number | null
  retriedBy: number | null
  createdAt: string
  /** When Stripe made it (the day its credit note counts). */
  refundedAt: string | null
}

/** What a payment is for, with the name the dashboard shows. */
export interface PaidFor {
  kind: 'booking' | 'consultation' | 'inquiry'
  id: number
  name: string
  status: string | null
}

export interface AdminPayment {
  id: number
  createdAt: string
  paidAt: string | null
  purpose: PaymentPurpose
  offerName: string
  email: string
  status: PaymentStatus
  subtotal: number
  gst: number
  qst: number
  total: number
  amountRefunded: number
  /** Refunds on their way back that Stripe has not made yet: not refundable again meanwhile. */
  amountRefundPending: number
  /** What can still be refunded: nothing unless Stripe took the money and it is not disputed. */
  refundable: number
  /**
   * The refund the policy gives when the studio refunds: everything that remains (a cancellation
   * by the studio refunds in full). The form starts from it; the studio may ask less.
   */
  suggestedRefund: number
  bookingId: number | null
  currency: string
  paidFor: PaidFor | null
  refunds: AdminRefund[]
  /** The offer's whole price before tax as booked, kept with a deposit. */
  fullPrice: number | null
  /** A balance: the deposit it completes. */
  balanceOf: number | null
  /** A deposit: the payment of its balance, once requested. */
  balanceId: number | null
  /** A paid deposit whose balance is not requested yet: what the balance would be. */
  balance?: { subtotal: number; gst: number; qst: number; total: number }
}

/** One period's figures: what was charged (by the day it was paid) and refunded (by the day of the refund). */
export interface PeriodTotals {
  /** `2026-11` for a month, `2026-Q4` for a quarter, in the studio's time zone. */
  period: string
  payments: number
  sales: number
  gst: number
  qst: number
  total: number
  refunds: number
  refundedSales: number
  refundedGst: number
  refundedQst: number
  refundedTotal: number
  /** What the period leaves to declare: collected less refunded. */
  netSales: number
  netGst: number
  netQst: number
}

export interface PaymentTotals {
  /** The time zone months and quarters are counted in (the studio's: America/Toronto). */
  timeZone: string
  months: PeriodTotals[]
  quarters: PeriodTotals[]
}

export interface RefundAnswer {
  refund: AdminRefund
  payment: AdminPayment
  /** The same form was already sent: nothing new was refunded. */
  replayed: boolean
}

/** POST /api/admin/payments/{id}/balance-request: the balance payment requested, and its deposit. */
export interface BalanceAnswer {
  balance: AdminPayment
  deposit: AdminPayment
  replayed: boolean
}
