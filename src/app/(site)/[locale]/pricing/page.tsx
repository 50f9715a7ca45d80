import { Check, ExternalLink } from 'lucide-react'
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { formatPrice, or } from '@/components/site/format'
import { CtaBand } from '@/components/ui/CtaBand'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { Link } from '@/components/site/Link'
import type { Locale } from '@/i18n/routing'
import { getGlobal, getSiteSettings } from '@/lib/cms'
import { cmsPageMetadata } from '@/lib/seo/page-seo'
import { externalServiceUrl, isExternalService, servicePath } from '@/lib/site/routes'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const page = await getGlobal('pricing-page', locale)
  return cmsPageMetadata({ locale, path: '/pricing', seo: page.seo, namespace: 'pricing' })
}

function Features({ items }: { items?: { text: string; id?: string | null }[] | null }) {
  if (!items?.length) return null
  return (
    <ul className="mt-6 grid gap-2.5 text-sm">
      {items.map((f) => (
        <li key={f.id ?? f.text} className="flex items-start gap-2.5">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-deep" />
          <span>{f.text}</span>
        </li>
      ))}
    </ul>
  )
}

export default async function PricingPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [page, settings, t, ui] = await Promise.all([
    getGlobal('pricing-page', locale),
    getSiteSettings(locale),
    getTranslations({ locale, namespace: 'pricing' }),
    getTranslations({ locale, namespace: 'ui' }),
  ])
  const { hero, cta } = page

  return (
    <>
      <section className="container-page pt-16 lg:pt-24">
        <SectionHeading as="h1" eyebrow={hero?.eyebrow} title={or(hero?.title, t('meta.title'))} intro={hero?.body} />
      </section>

      <section className="container-page mt-16" aria-labelledby="pricing-weddings">
        <SectionHeading
          id="pricing-weddings"
          eyebrow={page.weddingsIntro?.eyebrow}
          title={or(page.weddingsIntro?.title, t('weddings'))}
          intro={page.weddingsIntro?.body}
        />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {(page.weddingPackages ?? []).map((p) => (
            <li
              key={p.id ?? p.name}
              className={`relative flex flex-col rounded-3xl border p-8 ${p.popular ? 'border-gold-deep bg-night text-cream shadow-xl' : 'border-line bg-white'}`}
            >
              {p.popular && (
                <p className="absolute -top-3.5 left-8 rounded-full bg-gold-light px-3 py-1 text-xs font-bold uppercase tracking-widest text-night">
                  {t('popular')}
                </p>
              )}
              <h3 className="text-2xl">{p.name}</h3>
              <p className={`mt-4 text-sm ${p.popular ? 'text-cream/90' : 'text-ink-soft'}`}>{t('startingAt')}</p>
              <p className={`font-serif text-5xl ${p.popular ? 'text-gold-light' : 'text-ink'}`}>
                {formatPrice(p.price, locale)}
              </p>
              {p.duration && (
                <p className={`mt-2 text-sm ${p.popular ? 'text-cream/90' : 'text-ink-soft'}`}>{p.duration}</p>
              )}
              {p.description && (
                <p className={`mt-4 leading-relaxed ${p.popular ? 'text-cream/90' : 'text-ink-soft'}`}>
                  {p.description}
                </p>
              )}
              <div className="flex-1">
                <Features items={p.features} />
              </div>
              <Link href="/contact" className={`btn mt-8 ${p.popular ? 'btn-light' : 'btn-primary'}`}>
                {t('book')}
                <span className="sr-only">: {p.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-20 bg-sand/60 py-20" aria-labelledby="pricing-services">
        <div className="container-page">
          <SectionHeading
            id="pricing-services"
            eyebrow={page.servicesIntro?.eyebrow}
            title={or(page.servicesIntro?.title, t('otherServices'))}
            intro={page.servicesIntro?.body}
          />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {(page.otherServices ?? []).map((s) => {
              // A service on a site of its own gets no button until the settings give its address.
              const external = isExternalService(s.service)
              const href = external ? externalServiceUrl(s.service, settings) : servicePath(s.service)
              return (
                <li key={s.id ?? s.name} className="flex flex-col rounded-3xl border border-line bg-white p-7">
                  <h3 className="text-xl">{s.name}</h3>
                  <p className="mt-3 text-sm text-ink-soft">{t('from')}</p>
                  <p className="font-serif text-4xl">{formatPrice(s.price, locale)}</p>
                  {s.description && <p className="mt-3 text-sm leading-relaxed text-ink-soft">{s.description}</p>}
                  <div className="flex-1">
                    <Features items={s.features} />
                  </div>
                  {href &&
                    (external ? (
                      <a href={href} target="_blank" rel="noopener noreferrer" className="btn btn-outline mt-6">
                        {t('seeService', { service: s.name })}
                        <ExternalLink aria-hidden="true" className="size-4" />
                        <span className="sr-only">{ui('opensInNewTab')}</span>
                      </a>
                    ) : (
                      <Link href={href} className="btn btn-outline mt-6">
                        {t('seeService', { service: s.name })}
                      </Link>
                    ))}
                </li>
              )
            })}
          </ul>

          {page.extras && page.extras.length > 0 && (
            <div className="mt-12 rounded-3xl border border-line bg-white p-8">
              <h3 className="text-2xl">{t('extras')}</h3>
              <dl className="mt-4 divide-y divide-line">
                {page.extras.map((e) => (
                  <div key={e.id ?? e.name} className="flex flex-wrap items-baseline justify-between gap-2 py-3">
                    <dt>
                      {e.name}
                      {e.note && <span className="block text-sm text-ink-soft">{e.note}</span>}
                    </dt>
                    {e.price != null && <dd className="font-semibold">{formatPrice(e.price, locale)}</dd>}
                  </div>
                ))}
              </dl>
            </div>
          )}
        </div>
      </section>

      {page.paymentNotes && page.paymentNotes.length > 0 && (
        <section className="container-page mt-20 max-w-4xl" aria-labelledby="pricing-payments">
          <SectionHeading
            id="pricing-payments"
            eyebrow={page.paymentsIntro?.eyebrow}
            title={or(page.paymentsIntro?.title, t('payments'))}
            intro={page.paymentsIntro?.body}
          />
          <ul className="mt-8 grid gap-3 sm:grid-cols-2">
            {page.paymentNotes.map((n) => (
              <li key={n.id ?? n.text} className="flex items-start gap-3 rounded-2xl border border-line bg-white p-5">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-deep" />
                <span>{n.text}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {page.faq && page.faq.length > 0 && (
        <section className="container-page mt-20 max-w-4xl" aria-labelledby="pricing-faq">
          <SectionHeading
            id="pricing-faq"
            eyebrow={page.faqIntro?.eyebrow}
            title={or(page.faqIntro?.title, t('faq'))}
            intro={page.faqIntro?.body}
          />
          <dl className="mt-8 grid gap-4">
            {page.faq.map((q) => (
              <div key={q.id ?? q.question} className="rounded-2xl border border-line bg-white p-6">
                <dt className="font-semibold">{q.question}</dt>
                <dd className="mt-2 leading-relaxed text-ink-soft">{q.answer}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      <CtaBand
        cta={cta}
        primary={t('book')}
        secondary={{ href: '/portfolio', label: t('portfolio') }}
        also={[{ href: '/viptreatment', label: or(page.vipLabel, t('vip')) }]}
      />
    </>
  )
}
