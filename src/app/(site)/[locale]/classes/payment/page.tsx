import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { pageLocale, type LocaleProps } from '@/app/(site)/[locale]/cms-page'
import { PaymentReturn } from '@/components/site/bookings/PaymentReturn'
import { returnView } from '@/lib/payments/return-view'

type Props = LocaleProps & { searchParams: Promise<{ ref?: string | string[] }> }

/** Where Stripe's Checkout sends the visitor back: personal, never indexed, never cached. */
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'payments.page' })
  return { title: t('metaTitle'), robots: { index: false, follow: false } }
}

export default async function PaymentReturnPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const raw = (await searchParams).ref
  const ref = typeof raw === 'string' ? raw : undefined
  const view = await returnView(ref, locale)
  return <PaymentReturn view={view} locale={locale} paymentRef={view.state === 'unknown' ? undefined : ref} />
}
