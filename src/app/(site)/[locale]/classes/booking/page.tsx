import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { BookingLinkPage } from '@/components/site/bookings/BookingLinkPage'
import type { Locale } from '@/i18n/routing'
import { linkView } from '@/lib/bookings/link-view'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ token?: string | string[] }> }

/** A personal page reached from an e-mail: never indexed, never cached. */
export const metadata: Metadata = { robots: { index: false, follow: false } }
export const dynamic = 'force-dynamic'

export default async function ManageBookingPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const raw = (await searchParams).token
  const token = typeof raw === 'string' ? raw : ''
  const view = await linkView(token, 'manage', locale)
  return <BookingLinkPage view={view} token={token} locale={locale} purpose="manage" />
}
