import { Clock, Mail, MapPin, Phone } from 'lucide-react'

import { or } from '@/components/site/format'
import { Card } from '@/components/site/sections/CardGrid'
import { CtaBand } from '@/components/site/sections/CtaBand'
import { PageIntro, Section } from '@/components/site/sections/Section'
import { FaqAccordion } from '@/components/ui/FaqAccordion'
import { Link } from '@/components/site/Link'
import { cmsMetadata, pageData, pageLocale, type LocaleProps } from '@/app/(site)/[locale]/cms-page'
import { faqCategories, getFaq } from '@/lib/cms'

/** The three ways to reach the studio under the questions. */
const contactCard = {
  size: 'md',
  className: 'rounded-3xl border border-line bg-white p-7 text-center',
  centered: true,
} as const

export const generateMetadata = cmsMetadata('faq-page')

/** Five categories of questions in accordions that can be open together. */
export default async function FaqPage({ params }: LocaleProps) {
  const locale = await pageLocale(params)
  const [page, t, settings, entries] = await pageData(locale, 'faq-page', getFaq)
  const { hero, contact, cta } = page
  const headings = new Map((page.categories ?? []).map((c) => [c.category, c]))

  return (
    <>
      <PageIntro copy={hero} title={t('meta.title')} />

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

      <Section id="faq-contact" className="container-page mt-24" copy={contact} title={t('getInTouch')}>
        <ul className="mx-auto mt-10 grid max-w-5xl gap-6 md:grid-cols-3">
          <Card {...contactCard} icon={Phone} title={or(contact?.phoneLabel, t('phone'))}>
            <a
              href={`tel:${settings.phone.replace(/[^+\d]/g, '')}`}
              className="mt-2 inline-flex min-h-11 items-center font-semibold underline-offset-4 hover:underline"
            >
              {settings.phone}
            </a>
          </Card>
          <Card {...contactCard} icon={Mail} title={or(contact?.emailLabel, t('email'))}>
            <a
              href={`mailto:${settings.email}`}
              className="mt-2 inline-flex min-h-11 items-center break-all font-semibold underline-offset-4 hover:underline"
            >
              {settings.email}
            </a>
          </Card>
          <Card {...contactCard} icon={MapPin} title={or(contact?.areaLabel, t('area'))}>
            <p className="mt-2 flex min-h-11 items-center justify-center">
              {settings.servingArea || settings.location}
            </p>
          </Card>
        </ul>
      </Section>

      <CtaBand
        title={or(cta?.title, t('ask'))}
        body={cta?.body}
        actions={
          <>
            <a href={`mailto:${settings.email}`} className="btn btn-light">
              {or(page.askLabel, t('ask'))}
            </a>
            <Link href="/pricing" className="btn btn-outline-light">
              {or(page.pricingLabel, t('viewPricing'))}
            </Link>
            <Link href="/contact" className="btn btn-outline-light">
              {or(page.contactLabel, t('getInTouch'))}
            </Link>
          </>
        }
      >
        <p className="mt-8 inline-flex items-center gap-2 text-cream/90">
          <Clock aria-hidden="true" className="size-5 text-gold-light" />
          {or(contact?.replyPromise, t('promise'))}
        </p>
      </CtaBand>
    </>
  )
}
