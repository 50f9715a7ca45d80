import { BookingLinkPage } from '@/components/site/bookings/BookingLinkPage'
import { pageLocale, type LocaleProps } from '@/app/(site)/[locale]/cms-page'
import { linkView } from '@/lib/bookings/link-view'
import { paymentsEnabled } from '@/lib/payments/config'

type Props = LocaleProps & { searchParams: Promise<{ token?: string | string[] }> }

/**
 * The page behind a booking's personal link (manage the booking, claim a freed seat): the link's
 * token from the address, checked for that purpose, then what it allows.
 */
export function bookingLinkRoute(purpose: 'manage' | 'claim') {
  return async function BookingLinkRoute({ params, searchParams }: Props) {
    const locale = await pageLocale(params)
    const raw = (await searchParams).token
    const token = typeof raw === 'string' ? raw : ''
    const view = await linkView(token, purpose, locale, { paymentsOnline: paymentsEnabled() })
    return <BookingLinkPage view={view} token={token} locale={locale} purpose={purpose} />
  }
}
