import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { SectionHeading } from '@/components/ui/SectionHeading'
import { fill } from '@/i18n/fill'
import type { Locale } from '@/i18n/routing'
import { isTimeZone } from '@/lib/schemas/consultation'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<{ start?: string; zone?: string; status?: string }>
}

export const metadata: Metadata = { robots: { index: false, follow: false } }
export const dynamic = 'force-dynamic'

const when = (at: Date, zone: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    timeZone: zone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(at)

/** What the visitor sees once booked: the time in their zone and in Montréal's. */
export default async function ConsultationConfirmedPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const q = await searchParams
  const t = await getTranslations({ locale, namespace: 'consultation' })
  const start = q.start ? new Date(q.start) : undefined
  const zone = q.zone && isTimeZone(q.zone) ? q.zone : 'America/Toronto'
  const pending = q.status === 'pending'
  return (
    <section className="container-page py-16 text-center lg:py-24">
      <SectionHeading as="h1" title={pending ? t('pendingTitle') : t('confirmedTitle')} />
      {start && !Number.isNaN(start.getTime()) && (
        <p className="mt-6 text-xl">
          {fill(t.raw('when') as string, {
            when: when(start, zone, locale),
            montreal: when(start, 'America/Toronto', locale),
          })}
        </p>
      )}
      <p className="mx-auto mt-4 max-w-2xl text-ink-soft">{pending ? t('pendingBody') : t('confirmedBody')}</p>
    </section>
  )
}
