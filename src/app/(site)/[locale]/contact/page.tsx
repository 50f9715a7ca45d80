import { getMessages } from 'next-intl/server'

import { or } from '@/components/site/format'
import { ContactDestinations } from '@/components/site/contact/ContactDestinations'
import { ContactFormSlot } from '@/components/site/contact/ContactFormSlot'
import { ContactFormStatic } from '@/components/site/contact/ContactFormStatic'
import { ContactInfo } from '@/components/site/contact/ContactInfo'
import { ContactOptions } from '@/components/site/contact/ContactOptions'
import { ContactQuickBooking } from '@/components/site/contact/ContactQuickBooking'
import { CopyHeading, PageIntro, Section } from '@/components/site/sections/Section'
import { FaqAccordion } from '@/components/ui/FaqAccordion'
import { cmsMetadata, pageData, pageLocale, type LocaleProps } from '@/app/(site)/[locale]/cms-page'
import { localizedPath } from '@/i18n/locale-path'
import type { Locale } from '@/i18n/routing'
import { telHref } from '@/lib/site/contact'

export const generateMetadata = cmsMetadata('contact-page')

/** Every message of the page's language: the form's share of them goes to the browser. */
const allMessages = (locale: Locale) => getMessages({ locale }) as Promise<Record<string, Record<string, unknown>>>

/** The contact page: copy from the contact-page global, UI strings from messages. */
export default async function ContactPage({ params }: LocaleProps) {
  const locale = await pageLocale(params)
  const [page, t, settings, messages] = await pageData(locale, 'contact-page', allMessages)
  // Only what the form reads travels to the browser.
  const formMessages = {
    contact: { form: messages.contact?.form },
    validation: messages.validation,
    privacyNotice: messages.privacyNotice,
  }
  const { hero, options, form, info, destinationsIntro, quickBooking, faqIntro } = page
  const newTab = t('options.opensInNewTab')
  // The scheduling buttons lead to /consultation unless the owner chose the external links.
  const external = settings.schedulingMode === 'external'
  const consultationUrl = external ? settings.consultationUrl || undefined : localizedPath('/consultation', locale)
  const availabilityUrl = external ? settings.availabilityUrl || consultationUrl : consultationUrl
  const tel = settings.phone ? telHref(settings.phone) : undefined

  return (
    <>
      <PageIntro copy={hero} title={t('meta.title')} />

      <ContactOptions
        label={t('options.label')}
        message={{
          title: or(options?.messageTitle, t('form.title')),
          body: options?.messageBody,
          label: or(options?.messageLabel, t('form.title')),
        }}
        call={{
          title: or(options?.callTitle, t('quickBooking.consultation')),
          body: options?.callBody,
          label: or(options?.callLabel, t('quickBooking.consultation')),
        }}
        scheduleUrl={consultationUrl}
        external={external}
        newTab={newTab}
        phone={tel && settings.phone ? { href: tel, text: settings.phone } : undefined}
      />

      <section id="contact-form" aria-labelledby="contact-form-title" className="container-page mt-24 scroll-mt-24">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="rounded-3xl border border-line bg-white p-6 sm:p-10">
            <CopyHeading
              id="contact-form-title"
              align="left"
              copy={form}
              title={t('form.title')}
              intro={t('form.intro')}
            />
            <div className="mt-8">
              <ContactFormSlot locale={locale} messages={formMessages}>
                <ContactFormStatic locale={locale} />
              </ContactFormSlot>
              {settings.email && (
                <noscript>
                  <p className="text-ink-soft">
                    <a href={`mailto:${settings.email}`} className="font-semibold underline">
                      {settings.email}
                    </a>
                  </p>
                </noscript>
              )}
            </div>
          </div>

          <ContactInfo
            copy={info}
            settings={settings}
            tel={tel}
            locale={locale}
            labels={{
              title: t('info.title'),
              phone: t('info.phone'),
              email: t('info.email'),
              hours: t('info.hours'),
              location: t('info.location'),
              follow: t('info.follow'),
            }}
          />
        </div>
      </section>

      {page.destinations && page.destinations.length > 0 && (
        <ContactDestinations
          copy={destinationsIntro}
          destinations={page.destinations}
          title={t('destinations.title')}
        />
      )}

      <ContactQuickBooking
        copy={quickBooking}
        steps={page.steps}
        title={t('quickBooking.title')}
        labels={{ consultation: t('quickBooking.consultation'), availability: t('quickBooking.availability') }}
        consultationUrl={consultationUrl}
        availabilityUrl={availabilityUrl}
        external={external}
        newTab={newTab}
      />

      {page.faq && page.faq.length > 0 && (
        <Section id="contact-faq" className="container-page mt-24 max-w-4xl" copy={faqIntro} title={t('faq.title')}>
          <div className="mt-10">
            <FaqAccordion questions={page.faq} />
          </div>
        </Section>
      )}
    </>
  )
}
