import { getTranslations } from 'next-intl/server'

import { BookingLinkAction } from '@/components/site/bookings/BookingLinkAction'
import { fill } from '@/i18n/fill'
import type { Locale } from '@/i18n/routing'
import type { LinkView } from '@/lib/bookings/link-view'

/** Statuses whose page says so instead of showing a deadline. */
const CLOSED = ['cancelled', 'lapsed', 'completed']

type Props = { view: LinkView; token: string; locale: Locale; purpose: 'manage' | 'claim' }

/** The bilingual page of a booking link: the booking, and the one action it allows. */
export async function BookingLinkPage({ view, token, locale, purpose }: Props) {
  const t = await getTranslations({ locale, namespace: 'classes.manage' })
  const pay = await getTranslations({ locale, namespace: 'payments.form' })
  const title = purpose === 'claim' ? t('claimTitle') : t('title')
  const b = view.booking
  return (
    <section className="container-page py-16 lg:py-24">
      <div className="mx-auto max-w-2xl rounded-3xl border border-line bg-white p-6 sm:p-10">
        <h1 className="text-3xl sm:text-4xl">{title}</h1>
        {view.state !== 'ok' || !b ? (
          <p role="alert" data-testid="booking-link-error" className="mt-6 text-lg text-danger">
            {view.state === 'expired' ? t('errors.expired') : t('errors.invalid')}
          </p>
        ) : (
          <>
            <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
              <dt className="text-ink-soft">{t('class')}</dt>
              <dd className="font-semibold">{b.className}</dd>
              {b.when && (
                <>
                  <dt className="text-ink-soft">{b.dateOnly ? t('date') : t('session')}</dt>
                  <dd className="font-semibold">{b.when}</dd>
                </>
              )}
              {b.place && (
                <>
                  <dt className="text-ink-soft">{t('place')}</dt>
                  <dd>{b.place}</dd>
                </>
              )}
              <dt className="text-ink-soft">{t('status')}</dt>
              <dd data-testid="booking-status">{t(`statuses.${b.status}` as 'statuses.pending')}</dd>
            </dl>
            <div className="mt-8">
              {purpose === 'manage' && b.deadline && !b.refusal && (b.open || !CLOSED.includes(b.status)) && (
                <p className="mb-4 text-ink-soft">
                  {fill(t.raw(b.open ? 'cancelUntil' : 'cancelClosed') as string, { deadline: b.deadline })}
                </p>
              )}
              {purpose === 'claim' && b.deadline && b.open && (
                <p className="mb-4 text-ink-soft">{fill(t.raw('claimUntil') as string, { deadline: b.deadline })}</p>
              )}
              {purpose === 'claim' && b.open && b.payment && (
                <p className="mb-4 text-ink-soft" data-testid="claim-pays-online">
                  {b.payment.mode === 'deposit'
                    ? pay('depositNotice', { percent: b.payment.depositPercent })
                    : pay('payNotice')}
                </p>
              )}
              {b.open ? (
                <BookingLinkAction
                  path={purpose === 'claim' ? '/api/class-bookings/claim' : '/api/class-bookings/cancel'}
                  token={token}
                  locale={locale}
                  label={purpose === 'claim' ? t('claim') : t('cancel')}
                  busyLabel={purpose === 'claim' ? t('claiming') : t('cancelling')}
                  doneText={purpose === 'claim' ? t('claimed') : t('cancelled')}
                  failedText={t('errors.failed')}
                  redirectingText={purpose === 'claim' ? pay('redirecting') : undefined}
                />
              ) : purpose === 'claim' ? (
                <p role="alert" className="text-danger">
                  {b.status === 'waitlisted' || b.status === 'lapsed'
                    ? t('errors.offerExpired')
                    : t('errors.alreadyClaimed')}
                </p>
              ) : b.refusal ? (
                <p role="alert" className="text-danger" data-testid="booking-link-refusal">
                  {t(b.refusal === 'datePassed' ? 'errors.datePassed' : 'errors.noDate')}
                </p>
              ) : b.status === 'cancelled' || b.status === 'lapsed' ? (
                <p role="alert" className="text-danger">
                  {t('errors.alreadyCancelled')}
                </p>
              ) : null}
            </div>
          </>
        )}
      </div>
    </section>
  )
}
