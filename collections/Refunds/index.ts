import { nobody } from '@root/access'
import { dateTime, recordCollection } from '@root/collections/recordFields'
import { choice } from '@root/fields/choice'
import { cmsLabel, sharedLabel } from '@root/fields/messages'
import { REFUND_REASONS, REFUND_STATUSES, type RefundReason, type RefundStatus } from '@/lib/payments/model'

const upperCamel = (value: string) => value.replace(/(^|_)([a-z])/g, (_, __: string, c: string) => c.toUpperCase())
const reasonLabel = (r: RefundReason) => cmsLabel('refunds', `reason${upperCamel(r)}` as 'reasonOther')
const statusLabel = (s: RefundStatus) => cmsLabel('refunds', `status${upperCamel(s)}` as 'statusPending')

const cents = (name: 'amount' | 'gst' | 'qst') => ({
  name,
  type: 'number' as const,
  required: true,
  defaultValue: 0,
  min: 0,
  label: cmsLabel('refunds', name),
  admin: { step: 1 },
})

/**
 * A refund of (part of) a payment, with its GST/QST share (partAmounts: never more of a tax than
 * the payment collected). The row is written first, `pending`, in the transaction of the change
 * that causes it (a cancellation, a payment that came too late), with an idempotency key of its own
 * (UNIQUE): the same cause never records two refunds, and the key is the one Stripe receives, so a
 * retried call never refunds twice. Its amount is reserved on the payment meanwhile. It is then sent
 * to Stripe after the commit, and by the payments sweep while it stays pending; only Stripe's
 * `succeeded` books it (credit note, e-mail), and Stripe's refusal or failure frees its amount
 * (src/lib/payments/refunds.ts). A refund made in Stripe's own dashboard gets a row of its own.
 * A failed refund may be retried once by a new row (`retryOf`). Read-only in /cms.
 */
export const Refunds = recordCollection('refunds', ['payment', 'amount', 'reason', 'status', 'createdAt'], {
  access: { create: nobody, update: nobody, delete: nobody },
  admin: { useAsTitle: 'idempotencyKey' },
  fields: [
    {
      name: 'payment',
      type: 'relationship',
      relationTo: 'payments',
      required: true,
      index: true,
      label: cmsLabel('refunds', 'payment'),
    },
    cents('amount'),
    cents('gst'),
    cents('qst'),
    choice('reason', REFUND_REASONS, reasonLabel, { label: cmsLabel('refunds', 'reason'), required: true }),
    { name: 'requestedBy', type: 'text', required: true, label: cmsLabel('refunds', 'requestedBy') },
    // Why the studio refunded this amount, in its own words: a refund made from the dashboard
    // needs one, for the accountant and for whoever reads the payment later.
    { name: 'note', type: 'textarea', maxLength: 500, label: cmsLabel('refunds', 'note') },
    {
      name: 'idempotencyKey',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: cmsLabel('refunds', 'idempotencyKey'),
    },
    {
      name: 'stripeRefundId',
      type: 'text',
      index: true,
      label: cmsLabel('refunds', 'stripeRefundId'),
      admin: { position: 'sidebar' },
    },
    choice('status', REFUND_STATUSES, statusLabel, {
      label: sharedLabel('status'),
      required: true,
      defaultValue: 'pending',
      index: true,
      admin: { position: 'sidebar' },
    }),
    // Stripe's own word on it (`pending`, `requires_action`, `succeeded`, `failed`, `canceled`), and
    // why it refused or failed it: what the Payments tab shows beside the refund.
    {
      name: 'stripeStatus',
      type: 'text',
      label: cmsLabel('refunds', 'stripeStatus'),
      admin: { position: 'sidebar' },
    },
    { name: 'failureReason', type: 'text', label: cmsLabel('refunds', 'failureReason') },
    dateTime('refundedAt', { label: cmsLabel('refunds', 'refundedAt'), admin: { position: 'sidebar' } }),
    {
      name: 'retryOf',
      type: 'relationship',
      relationTo: 'refunds',
      index: true,
      label: cmsLabel('refunds', 'retryOf'),
    },
  ],
})
