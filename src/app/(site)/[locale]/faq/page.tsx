import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { or } from '@/components/site/format'
import { FaqAccordion } from '@/components/ui/FaqAccordion'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { Link } from '@/components/site/Link'
import type { Locale } from '@/i18n/routing'
import { faqCategories, getFaq, getGlobal, getSiteSettings } from '@/lib/cms'
import { cmsPageMetadata } from '@/lib/seo/page-seo'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const page = await getGlobal('faq-page', locale)
  return cmsPageMetadata({ locale, path: '/faq', seo: page.seo, namespace: 'faq' })
}

/** Five categories of questions in accordions that can be open together (seed 000 §2). */
export default async function FaqPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [page, entries, settings, t] = await Promise.all([
    getGlobal('faq-page', locale),
    getFaq(locale),
    getSiteSettings(locale),
    getTranslations({ locale, namespace: 'faq' }),
  ])
  const { hero, contact, cta } = page
  const headings = new Map((page.categories ?? []).map((c) => [c.category, c]))

  return (
    <>
      <section className="container-page pt-16 lg:pt-24">
        <SectionHeading as="h1" eyebrow={hero?.eyebrow} title={or(hero?.title, t('meta.title'))} intro={hero?.body} />
      </section>

      <div className="container-page mt-14 grid max-w-4xl gap-14">
        {faqCategories.map((category) => {
          const questions = entries.filter((e) => e.category === category)
          if (questions.length === 0) return null
          const heading = headings.get(category)
          const id = `faq-${category}`
          return (
            <section key={category} aria-labelledby={id}>
              <h2 id={id} className="text-3xl">
                {or(heading?.title, t(`categories.${category}`))}
              </h2>
              {heading?.description && <p className="mt-2 text-ink-soft">{heading.description}</p>}
              <div className="mt-6">
                <FaqAccordion questions={questions} />
              </div>
            </section>
          )
        })}
      </div>

      <section className="container-page mt-24" aria-labelledby="faq-contact">
        <SectionHeading
          id="faq-contact"
          eyebrow={contact?.eyebrow}
          title={or(contact?.title, t('getInTouch'))}
          intro={contact?.body}
        />
        <ul className="mx-auto mt-10 grid max-w-5xl gap-6 md:grid-cols-3">
          <li className="rounded-3xl border border-line bg-white p-7 text-center">
            <Phone aria-hidden="true" className="mx-auto size-7 text-gold-deep" />
            <h3 className="mt-3 text-xl">{or(contact?.phoneLabel, t('phone'))}</h3>
            <a
              href={`tel:${settings.phone.replace(/[^+\d]/g, '')}`}
              className="mt-2 inline-flex min-h-11 items-center font-semibold underline-offset-4 hover:underline"
            >
              {settings.phone}
            </a>
          </li>
          <li className="rounded-3xl border border-line bg-white p-7 text-center">
            <Mail aria-hidden="true" className="mx-auto size-7 text-gold-deep" />
            <h3 className="mt-3 text-xl">{or(contact?.emailLabel, t('email'))}</h3>
            <a
              href={`mailto:${settings.email}`}
              className="mt-2 inline-flex min-h-11 items-center break-all font-semibold underline-offset-4 hover:underline"
            >
              {settings.email}
            </a>
          </li>
          <li className="rounded-3xl border border-line bg-white p-7 text-center">
            <MapPin aria-hidden="true" className="mx-auto size-7 text-gold-deep" />
            <h3 className="mt-3 text-xl">{or(contact?.areaLabel, t('area'))}</h3>
            <p className="mt-2 flex min-h-11 items-center justify-center">
              {settings.servingArea || settings.location}
            </p>
          </li>
        </ul>
      </section>

      <section className="container-page mt-24">
        <div className="rounded-3xl bg-night px-6 py-14 text-center text-cream sm:px-12">
          <h2 className="mx-auto max-w-2xl text-3xl text-balance sm:text-4xl">{or(cta?.title, t('ask'))}</h2>
          {cta?.body && <p className="mx-auto mt-4 max-w-2xl text-lg text-cream/90">{cta.body}</p>}
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <a href={`mailto:${settings.email}`} className="btn btn-light">
              {or(page.askLabel, t('ask'))}
            </a>
            <Link href="/pricing" className="btn btn-outline-light">
              {or(page.pricingLabel, t('viewPricing'))}
            </Link>
            <Link href="/contact" className="btn btn-outline-light">
              {or(page.contactLabel, t('getInTouch'))}
            </Link>
          </div>
          <p className="mt-8 inline-flex items-center gap-2 text-cream/90">
            <Clock aria-hidden="true" className="size-5 text-gold-light" />
            {or(contact?.replyPromise, t('promise'))}
          </p>
        </div>
      </section>
    </>
  )
}
