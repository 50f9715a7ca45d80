import type { Metadata } from 'next'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'

import { ConsultationBooking } from '@/components/site/consultations/ConsultationBooking'
import type { ConsultationTexts } from '@/components/site/consultations/ConsultationPicker'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { fill } from '@/i18n/fill'
import { formatCents } from '@/i18n/money'
import type { Locale } from '@/i18n/routing'
import { payloadClient } from '@/lib/cms/payload'
import { listBookableTypes, type BookableType } from '@/lib/consultations/operations'
import { paymentsEnabled } from '@/lib/payments/config'
import { paymentTexts } from '@/lib/payments/messages'

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

/** What the form says of a type paid online (with the payment keys set): its price or its deposit. */
function paymentNotice(type: BookableType, locale: Locale): string | undefined {
  if (!paymentsEnabled() || type.onlinePayment === 'none' || type.price <= 0) return undefined
  const t = paymentTexts(locale).form
  const price = formatCents(Math.round(type.price * 100), locale)
  return type.onlinePayment === 'deposit' && type.depositPercent
    ? fill(t.consultationDepositNotice, { percent: type.depositPercent, price })
    : fill(t.consultationPayNotice, { price })
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
    paymentNotice: paymentNotice(type, locale),
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
          redirecting={paymentTexts(locale).form.redirecting}
        />
      </div>
    </section>
  )
}
