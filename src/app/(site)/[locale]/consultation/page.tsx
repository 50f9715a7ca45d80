import type { Metadata } from 'next'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'

import { ConsultationBooking } from '@/components/site/consultations/ConsultationBooking'
import type { ConsultationTexts } from '@/components/site/consultations/ConsultationPicker'
import { SectionHeading } from '@/components/ui/SectionHeading'
import type { Locale } from '@/i18n/routing'
import { payloadClient } from '@/lib/cms/payload'
import { listBookableTypes } from '@/lib/consultations/operations'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'consultation.meta' })
  return {
    title: t('title'),
    description: t('description'),
    alternates: {
      canonical: locale === 'fr' ? '/fr/consultation' : '/consultation',
      languages: { en: '/consultation', fr: '/fr/consultation' },
    },
  }
}

/** Free times change with every booking: rendered per request, never cached. */
export const dynamic = 'force-dynamic'

/**
 * /consultation: the owner's consultation types, then the day and time picker and the
 * form, on the site instead of an outside scheduling service.
 */
export default async function ConsultationPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [payload, messages] = await Promise.all([
    payloadClient(),
    getMessages({ locale }) as Promise<Record<string, Record<string, unknown>>>,
  ])
  const types = (await listBookableTypes(payload)).map((type) => ({
    typeId: type.typeId,
    name: type.names[locale],
    description: type.descriptions[locale],
    durationMinutes: type.durationMinutes,
  }))
  const t = messages.consultation as unknown as ConsultationTexts
  const contact = messages.contact as { form: { serviceTypes: Record<string, string> } }
  const notice = messages.privacyNotice as Record<'consultation' | 'link' | 'newTab', string>
  return (
    <section className="container-page py-16 lg:py-24">
      <SectionHeading as="h1" title={t.title} intro={t.intro} />
      <div className="mx-auto mt-12 max-w-4xl rounded-3xl border border-line bg-white p-6 sm:p-10">
        <ConsultationBooking
          types={types}
          locale={locale}
          t={t}
          validation={messages.validation as Record<string, string>}
          services={contact.form.serviceTypes}
          privacy={{ text: notice.consultation, link: notice.link, newTab: notice.newTab }}
        />
      </div>
    </section>
  )
}
