import { paymentsEnabled } from './config'

/**
 * How a class is paid, as the booking form shows it: nothing while the site takes no payments
 * (no STRIPE_SECRET_KEY) or the class is paid at the studio, else the mode and the deposit share.
 */
export function onlinePaymentOf(cls: {
  onlinePayment?: 'none' | 'full' | 'deposit' | null
  depositPercent?: number | null
}): { onlinePayment?: 'full' | 'deposit'; depositPercent?: number } {
  if (!paymentsEnabled() || !cls.onlinePayment || cls.onlinePayment === 'none') return {}
  if (cls.onlinePayment === 'deposit') return { onlinePayment: 'deposit', depositPercent: cls.depositPercent ?? 0 }
  return { onlinePayment: 'full' }
}
