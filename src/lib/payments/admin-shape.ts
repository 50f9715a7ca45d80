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
  status: RefundStatus
  createdAt: string
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
