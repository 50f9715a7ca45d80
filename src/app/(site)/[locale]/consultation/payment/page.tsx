/**
 * Where Stripe's Checkout sends back a visitor who paid for a consultation: the same page as the
 * classes' (it reads what the payment is for from the database), under the consultation's address.
 */
export { default, generateMetadata } from '@/app/(site)/[locale]/classes/payment/page'

export const dynamic = 'force-dynamic'
