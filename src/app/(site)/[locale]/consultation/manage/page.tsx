import type { Metadata } from 'next'
import { getMessages, setRequestLocale } from 'next-intl/server'

import { ManageConsultation } from '@/components/site/consultations/ManageConsultation'
import type { ConsultationTexts } from '@/components/site/consultations/ConsultationPicker'
import { SectionHeading } from '@/components/ui/SectionHeading'
import type { Locale } from '@/i18n/routing'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<{ token?: string | string[]; action?: string | string[] }>
}

/** A personal page reached from an e-mail: never indexed, never cached. */
export const metadata: Metadata = { robots: { index: false, follow: false } }
export const dynamic = 'force-dynamic'

export default async function ManageConsultationPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const q = await searchParams
  const token = typeof q.token === 'string' ? q.token : ''
  const action = q.action === 'cancel' ? 'cancel' : 'reschedule'
  const messages = (await getMessages({ locale })) as Record<string, unknown>
  const t = messages.consultation as ConsultationTexts
  return (
    <section className="container-page py-16 lg:py-24">
      <SectionHeading as="h1" title={t.manageTitle} />
      <div className="mx-auto mt-12 max-w-4xl rounded-3xl border border-line bg-white p-6 sm:p-10">
        <ManageConsultation token={token} action={action} locale={locale} t={t} />
      </div>
    </section>
  )
}
