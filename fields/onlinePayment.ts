import type { Field } from 'payload'

import { choice } from '@root/fields/choice'
import { described } from '@root/fields/described'
import { cmsLabel, cmsLanguage, cmsMessage } from '@root/fields/messages'
import { formatCents } from '@/i18n/money'
import { isChargeable, onlineChargeBeforeTax, STRIPE_MINIMUM_CENTS } from '@/lib/payments/minimum'
import { ONLINE_PAYMENT_MODES, type OnlinePaymentMode } from '@/lib/payments/model'

type Area = 'classes' | 'consultationTypes'

const modeKey = { none: 'paymentNone', full: 'paymentFull', deposit: 'paymentDeposit' } as const

/**
 * How a bookable offer is paid (docs/payments.md): `none` (the default, paid at the studio),
 * `full` (the whole price online) or `deposit` (`depositPercent` of it online, required then).
 * Online payment only happens while the site has its Stripe keys; without them every offer is
 * booked as `none`.
 */
export const onlinePaymentFields = (area: Area): Field[] => [
  choice('onlinePayment', ONLINE_PAYMENT_MODES, (mode: OnlinePaymentMode) => cmsLabel(area, modeKey[mode]), {
    label: cmsLabel(area, 'onlinePayment'),
    // Not `required`: a class or type made before online payment existed, or by code that does
    // not name it, is simply not paid online (null reads as none).
    defaultValue: 'none',
    admin: { position: 'sidebar', description: cmsLabel(area, 'onlinePaymentDescription') },
    // Stripe refuses a charge under its minimum: a price or deposit share that low could never be
    // paid online, so it is refused here rather than at each booking. A free consultation type is
    // never sent to Checkout.
    validate: (
      _value: unknown,
      { siblingData, req }: { siblingData?: Record<string, unknown>; req?: { i18n?: { language?: string } } },
    ) => {
      const charge = onlineChargeBeforeTax(siblingData ?? {}, area === 'consultationTypes')
      if (charge === undefined || isChargeable(charge)) return true
      const locale = cmsLanguage(req)
      return cmsMessage(req, area, 'onlineChargeTooSmall', {
        amount: formatCents(charge, locale),
        minimum: formatCents(STRIPE_MINIMUM_CENTS, locale),
      })
    },
  }),
  described(area, 'depositPercent', {
    type: 'number',
    min: 1,
    max: 99,
    admin: {
      position: 'sidebar',
      step: 1,
      condition: (_: unknown, sibling: { onlinePayment?: string }) => sibling?.onlinePayment === 'deposit',
    },
    validate: (
      value: unknown,
      { siblingData, req }: { siblingData?: { onlinePayment?: string }; req?: { i18n?: { language?: string } } },
    ) => {
      if (siblingData?.onlinePayment !== 'deposit' && (value === null || value === undefined)) return true
      return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 99
        ? true
        : cmsMessage(req, area, 'depositPercentRequired')
    },
  }),
]
