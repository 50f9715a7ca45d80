import { nobody } from '@root/access'
import { dateTime, recordCollection, visitorLocale } from '@root/collections/recordFields'
import { choice } from '@root/fields/choice'
import { cmsLabel, sharedLabel } from '@root/fields/messages'
import { downloadReceipt } from './receiptDownload'
import { paymentRequestLink } from './requestLink'
import { stripeWebhook } from './webhook'
import { PAYMENT_PURPOSES, PAYMENT_STATUSES, type PaymentPurpose, type PaymentStatus } from '@/lib/payments/model'

const camel = (value: string) => value.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())
const purposeLabel = (p: PaymentPurpose) =>
  cmsLabel('payments', `purpose${p[0]!.toUpperCase()}${p.slice(1)}` as 'purposeFull')
const statusLabel = (s: PaymentStatus) =>
  cmsLabel('payments', `status${camel(s)[0]!.toUpperCase()}${camel(s).slice(1)}` as 'statusPaid')

const cents = (name: 'subtotal' | 'gst' | 'qst' | 'total' | 'amountRefunded' | 'amountRefundPending') => ({
  name,
  type: 'number' as const,
  required: true,
  defaultValue: 0,
  min: 0,
  label: cmsLabel('payments', name),
  admin: { step: 1 },
})

/**
 * One online payment through Stripe's hosted Checkout (docs/payments.md): what it pays for (one
 * of the three relations), its amounts in integer cents with the taxes split out, and where it
 * stands. Written by the site only (src/lib/payments/), never by editors, never public: /cms shows
 * it read-only. The receipts and the dashboard's Payments tab read it.
 *
 * PostgreSQL guards what must never happen twice or go wrong (migrations/*_payments_constraints.ts,
 * *_refunds_reserved.ts): a Checkout session belongs to one payment; total = subtotal + gst + qst;
 * what is refunded, with what is being refunded, never exceeds the total; a deposit has one balance.
 */
export const Payments = recordCollection('payments', ['offerName', 'email', 'total', 'status', 'createdAt'], {
  access: { create: nobody, update: nobody, delete: nobody },
  // Under the collection's own path: a root endpoint at /api/payments/… would be shadowed by the
  // collection's REST routes.
  endpoints: [stripeWebhook, paymentRequestLink, downloadReceipt],
  fields: [
    { name: 'offerName', type: 'text', required: true, label: cmsLabel('payments', 'offerName') },
    { name: 'email', type: 'email', required: true, label: sharedLabel('email') },
    // What the receipt says, fixed when the payment is made (src/lib/payments/receipts.ts): the
    // buyer's name, what was bought in both languages, and the studio with its tax numbers as they
    // were then, whatever changes in the CMS before the money arrives. Empty on older payments.
    { name: 'buyerName', type: 'text', label: cmsLabel('payments', 'buyerName') },
    { name: 'descriptionFr', type: 'text', label: cmsLabel('payments', 'descriptionFr') },
    { name: 'descriptionEn', type: 'text', label: cmsLabel('payments', 'descriptionEn') },
    { name: 'seller', type: 'json', label: cmsLabel('payments', 'seller') },
    {
      type: 'collapsible',
      label: cmsLabel('payments', 'paysFor'),
      fields: [
        {
          name: 'booking',
          type: 'relationship',
          relationTo: 'bookings',
          index: true,
          label: cmsLabel('payments', 'booking'),
        },
        {
          name: 'consultationBooking',
          type: 'relationship',
          relationTo: 'consultation-bookings',
          index: true,
          label: cmsLabel('payments', 'consultationBooking'),
        },
        {
          name: 'inquiry',
          type: 'relationship',
          relationTo: 'inquiries',
          index: true,
          label: cmsLabel('payments', 'inquiry'),
        },
      ],
    },
    choice('purpose', PAYMENT_PURPOSES, purposeLabel, { label: cmsLabel('payments', 'purpose'), required: true }),
    cents('subtotal'),
    cents('gst'),
    cents('qst'),
    cents('total'),
    cents('amountRefunded'),
    // Refunds sent to Stripe (or about to be) that it has not yet confirmed: still the client's
    // money on its way back, so nothing else may be refunded over it (src/lib/payments/refunds.ts).
    cents('amountRefundPending'),
    {
      // The offer's whole price before tax when it was booked: a deposit's balance is computed from
      // it, not from the catalogue's price of the day.
      name: 'fullPrice',
      type: 'number',
      min: 0,
      label: cmsLabel('payments', 'fullPrice'),
      admin: { step: 1 },
    },
    {
      // A balance: the deposit it completes (one balance per deposit).
      name: 'balanceOf',
      type: 'relationship',
      relationTo: 'payments',
      index: true,
      label: cmsLabel('payments', 'balanceOf'),
    },
    {
      name: 'currency',
      type: 'text',
      required: true,
      defaultValue: 'cad',
      label: cmsLabel('payments', 'currency'),
    },
    { name: 'gstRate', type: 'number', required: true, defaultValue: 0, label: cmsLabel('payments', 'gstRate') },
    { name: 'qstRate', type: 'number', required: true, defaultValue: 0, label: cmsLabel('payments', 'qstRate') },
    choice('status', PAYMENT_STATUSES, statusLabel, {
      label: sharedLabel('status'),
      required: true,
      defaultValue: 'pending',
      index: true,
      admin: { position: 'sidebar' },
    }),
    {
      name: 'checkoutSessionId',
      type: 'text',
      unique: true,
      index: true,
      label: cmsLabel('payments', 'checkoutSessionId'),
      admin: { position: 'sidebar' },
    },
    { name: 'checkoutUrl', type: 'text', label: cmsLabel('payments', 'checkoutUrl') },
    {
      name: 'paymentIntentId',
      type: 'text',
      index: true,
      label: cmsLabel('payments', 'paymentIntentId'),
      admin: { position: 'sidebar' },
    },
    dateTime('expiresAt', { label: cmsLabel('payments', 'expiresAt'), index: true, admin: { position: 'sidebar' } }),
    dateTime('paidAt', { label: cmsLabel('payments', 'paidAt'), admin: { position: 'sidebar' } }),
    visitorLocale(),
  ],
})
