import {
  CalendarClock,
  Clock,
  Globe2,
  Mail,
  MapPin,
  MessageSquare,
  Phone,
  Plane,
  Sparkles,
  type LucideIcon,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { getMessages } from 'next-intl/server'

import { or } from '@/components/site/format'
import { localizedPath } from '@/i18n/locale-path'
import { SocialLinks } from '@/components/site/SocialLinks'
import { Card } from '@/components/site/sections/CardGrid'
import { CopyHeading, PageIntro, Section } from '@/components/site/sections/Section'
import { FaqAccordion } from '@/components/ui/FaqAccordion'
import { cmsMetadata, pageData, pageLocale, type LocaleProps } from '@/app/(site)/[locale]/cms-page'
import type { Locale } from '@/i18n/routing'
import { telHref } from '@/lib/site/contact'

import { ContactFormSlot } from './ContactFormSlot'

export const generateMetadata = cmsMetadata('contact-page')

/** Every message of the page's language: the form's share of them goes to the browser. */
const allMessages = (locale: Locale) => getMessages({ locale }) as Promise<Record<string, Record<string, unknown>>>

const destinationIcons = [Globe2, Plane, Sparkles]

/** The two ways to get in touch at the top: a message or a call. */
const optionCard = {
  size: 'lg',
  heading: 'h2',
  className: 'flex flex-col rounded-3xl border border-line bg-white p-8',
} as const

/** External scheduling links open in a new tab and say so to screen readers. */
function ExternalButton({
  href,
  label,
  newTab,
  className,
}: {
  href: string
  label: string
  newTab: string
  className: string
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {label}
      <span className="sr-only"> {newTab}</span>
    </a>
  )
}

/** The site's own booking page, in the same language. */
function SiteButton({ href, label, className }: { href: string; label: string; newTab: string; className: string }) {
  return (
    <a href={href} className={className}>
      {label}
    </a>
  )
}

/** One way to reach the studio in the dark panel: its icon, its name, then its value (`children`). */
function InfoItem({
  icon: Icon,
  label,
  shrink,
  children,
}: {
  icon: LucideIcon
  label: string
  /** Lets a long value (an e-mail address) wrap instead of widening the panel. */
  shrink?: boolean
  children: ReactNode
}) {
  return (
    <li className="flex gap-3">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-light" />
      <div className={shrink ? 'min-w-0' : undefined}>
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-cream/75">{label}</p>
        {children}
      </div>
    </li>
  )
}

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
  const onSite = settings.schedulingMode !== 'external'
  const consultationUrl = onSite ? localizedPath('/consultation', locale) : settings.consultationUrl || undefined
  const availabilityUrl = onSite ? consultationUrl : settings.availabilityUrl || consultationUrl
  const ScheduleButton = onSite ? SiteButton : ExternalButton
  const tel = settings.phone ? telHref(settings.phone) : undefined

  return (
    <>
      <PageIntro copy={hero} title={t('meta.title')} />

      <section aria-label={t('options.label')} className="container-page mt-14">
        <ul className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
          <Card {...optionCard} icon={MessageSquare} title={or(options?.messageTitle, t('form.title'))}>
            {options?.messageBody && <p className="mt-2 flex-1 text-ink-soft">{options.messageBody}</p>}
            <a href="#contact-form" className="btn btn-primary mt-6 self-start">
              {or(options?.messageLabel, t('form.title'))}
            </a>
          </Card>
          <Card {...optionCard} icon={CalendarClock} title={or(options?.callTitle, t('quickBooking.consultation'))}>
            {options?.callBody && <p className="mt-2 flex-1 text-ink-soft">{options.callBody}</p>}
            {consultationUrl ? (
              <ScheduleButton
                href={consultationUrl}
                label={or(options?.callLabel, t('quickBooking.consultation'))}
                newTab={newTab}
                className="btn btn-outline mt-6 self-start"
              />
            ) : (
              tel && (
                <a href={tel} className="btn btn-outline mt-6 self-start">
                  {settings.phone}
                </a>
              )
            )}
          </Card>
        </ul>
      </section>

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
              <ContactFormSlot locale={locale} messages={formMessages} />
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

          <aside aria-labelledby="contact-info-title" className="grid content-start gap-8">
            <div className="rounded-3xl bg-night p-8 text-cream">
              <h2 id="contact-info-title" className="text-2xl">
                {or(info?.title, t('info.title'))}
              </h2>
              {info?.body && <p className="mt-2 text-cream/85">{info.body}</p>}
              <ul className="mt-6 grid gap-5">
                {settings.phone && (
                  <InfoItem icon={Phone} label={t('info.phone')}>
                    <p>
                      <a href={tel} className="inline-flex min-h-11 items-center font-semibold hover:underline">
                        {settings.phone}
                      </a>
                    </p>
                  </InfoItem>
                )}
                {settings.email && (
                  <InfoItem icon={Mail} label={t('info.email')} shrink>
                    <p>
                      <a
                        href={`mailto:${settings.email}`}
                        className="inline-flex min-h-11 items-center break-all font-semibold hover:underline"
                      >
                        {settings.email}
                      </a>
                    </p>
                  </InfoItem>
                )}
                {settings.hours && (
                  <InfoItem icon={Clock} label={t('info.hours')}>
                    <p className="mt-1">{settings.hours}</p>
                  </InfoItem>
                )}
                {settings.location && (
                  <InfoItem icon={MapPin} label={t('info.location')}>
                    <p className="mt-1">{settings.location}</p>
                  </InfoItem>
                )}
              </ul>
              <SocialLinks
                socials={settings.socials}
                title={t('info.follow')}
                heading="h3"
                look="contact"
                locale={locale}
              />
            </div>
          </aside>
        </div>
      </section>

      {page.destinations && page.destinations.length > 0 && (
        <Section
          id="contact-destinations"
          className="container-page mt-24"
          copy={destinationsIntro}
          title={t('destinations.title')}
        >
          <ul className="mx-auto mt-10 grid max-w-5xl gap-6 md:grid-cols-3">
            {page.destinations.map((d, i) => (
              <Card
                key={d.id ?? d.title}
                size="md"
                className="rounded-3xl border border-line bg-white p-7"
                icon={destinationIcons[i % destinationIcons.length]}
                title={d.title}
              >
                {d.body && <p className="mt-2 text-ink-soft">{d.body}</p>}
              </Card>
            ))}
          </ul>
        </Section>
      )}

      <Section
        id="contact-quick"
        className="container-page mt-24"
        inner="rounded-3xl bg-sand px-6 py-12 sm:px-12"
        copy={quickBooking}
        title={t('quickBooking.title')}
      >
        {consultationUrl && (
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ScheduleButton
              href={consultationUrl}
              label={or(quickBooking?.consultationLabel, t('quickBooking.consultation'))}
              newTab={newTab}
              className="btn btn-primary"
            />
            {availabilityUrl && (
              <ScheduleButton
                href={availabilityUrl}
                label={or(quickBooking?.availabilityLabel, t('quickBooking.availability'))}
                newTab={newTab}
                className="btn btn-outline"
              />
            )}
          </div>
        )}
        {page.steps && page.steps.length > 0 && (
          <>
            {quickBooking?.stepsTitle && <h3 className="mt-12 text-center text-2xl">{quickBooking.stepsTitle}</h3>}
            <ol className="mx-auto mt-6 grid max-w-5xl gap-6 md:grid-cols-3">
              {page.steps.map((step, i) => (
                <li key={step.id ?? step.title} className="rounded-3xl bg-white p-7">
                  <span
                    aria-hidden="true"
                    className="flex size-10 items-center justify-center rounded-full bg-night font-serif text-lg text-cream"
                  >
                    {i + 1}
                  </span>
                  <h4 className="mt-4 font-serif text-xl">{step.title}</h4>
                  {step.body && <p className="mt-2 text-ink-soft">{step.body}</p>}
                </li>
              ))}
            </ol>
          </>
        )}
      </Section>

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
