import { getTranslations } from 'next-intl/server'

import { localizedPath } from '@/i18n/locale-path'
import type { Locale } from '@/i18n/routing'
import type { ReturnView } from '@/lib/payments/return-view'

type Props = { view: ReturnView; locale: Locale; paymentRef?: string }

const TONE = {
  paid: 'text-gold-deep',
  pending: 'text-ink',
  expired: 'text-danger',
  refunded: 'text-ink',
  unknown: 'text-danger',
}

/** The page Stripe's Checkout returns to, in the visitor's language: what the database says of their payment. */
export async function PaymentReturn({ view, locale, paymentRef }: Props) {
  const t = await getTranslations({ locale, namespace: 'payments.page' })
  const key = view.state
  // A payment request holds no seat and its e-mail's link stays valid: its own words where a
  // booking's would speak of a seat. A consultation's words speak of a time, not a seat.
  const request = view.paidFor === 'request' && (key === 'paid' || key === 'pending' || key === 'expired')
  const consultation = view.held === 'consultation'
  const page = consultation ? '/consultation/payment' : '/classes/payment'
  const text = (part: 'Title' | 'Body') =>
    t(request ? `request.${key}${part}` : consultation && part === 'Body' ? `consultation.${key}Body` : `${key}${part}`)
  return (
    <section className="container-page py-16 lg:py-24">
      <div
        className="mx-auto max-w-2xl rounded-3xl border border-line bg-white p-6 sm:p-10"
        data-testid="payment-return"
      >
        <h1 className={`text-3xl sm:text-4xl ${TONE[key]}`} data-state={key}>
          {text('Title')}
        </h1>
        <p className="mt-6 text-lg leading-relaxed" role={key === 'unknown' ? 'alert' : 'status'}>
          {text('Body')}
        </p>
        {view.offerName && (
          <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="text-ink-soft">{t('offer')}</dt>
            <dd className="font-semibold">{view.offerName}</dd>
            <dt className="text-ink-soft">{t('amount')}</dt>
            <dd className="font-semibold">{view.amount}</dd>
          </dl>
        )}
        <div className="mt-8 flex flex-wrap gap-4">
          {key === 'pending' && paymentRef && (
            <a
              className="btn btn-primary"
              href={`${localizedPath(page, locale)}?ref=${encodeURIComponent(paymentRef)}`}
            >
              {t('refresh')}
            </a>
          )}
          {view.paidFor === 'request' ? (
            <a className="btn btn-outline" href={localizedPath('/', locale)}>
              {t('backHome')}
            </a>
          ) : (
            <a className="btn btn-outline" href={localizedPath(consultation ? '/consultation' : '/classes', locale)}>
              {consultation ? t('consultation.back') : t('backToClasses')}
            </a>
          )}
        </div>
      </div>
    </section>
  )
}
