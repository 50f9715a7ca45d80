'use client'

import { useTranslations } from 'next-intl'

import type { PublicSession } from '@/lib/bookings/shape'

/**
 * The foot of the class booking form: the chosen class's price (and, for a session paid online,
 * what is paid now), then the button, which says when the booking joins the waiting list.
 */
export function BookingTotal({
  price,
  payment,
  pending,
  joinsWaitlist,
}: {
  /** The chosen class's price, formatted; none until a class is chosen. */
  price: string | undefined
  /** The chosen session's online payment, when it is paid online now. */
  payment: PublicSession['payment'] | undefined
  pending: boolean
  joinsWaitlist: boolean
}) {
  const t = useTranslations('classes.booking')
  const pay = useTranslations('payments.form')
  return (
    <div className="mt-6 flex flex-col gap-4 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
      <div aria-live="polite">
        <p className="text-sm text-ink-soft">{t('totalCost')}</p>
        {price !== undefined ? (
          <>
            <p className="font-serif text-3xl text-ink" data-testid="booking-total">
              {price}
            </p>
            <p className="text-xs text-ink-soft">{t('priceNote')}</p>
            {payment && (
              <p className="mt-1 text-xs text-ink-soft" data-testid="booking-pays-online">
                {payment.mode === 'deposit'
                  ? pay('depositNotice', { percent: payment.depositPercent ?? 0 })
                  : pay('payNotice')}
              </p>
            )}
          </>
        ) : (
          <p className="text-sm text-ink-soft">{t('noClassSelected')}</p>
        )}
      </div>
      <button
        type="submit"
        disabled={pending}
        className="btn btn-primary min-w-44 disabled:cursor-wait disabled:opacity-70"
      >
        {pending ? t('submitting') : joinsWaitlist ? t('joinWaitlist') : t('submit')}
      </button>
    </div>
  )
}
