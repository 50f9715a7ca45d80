import { ExternalLink } from 'lucide-react'

import { formatPrice, or } from '@/components/site/format'
import { CheckList } from '@/components/site/sections/CheckList'
import { PageCta } from '@/components/site/sections/CtaBand'
import { PageIntro, Section } from '@/components/site/sections/Section'
import { Link } from '@/components/site/Link'
import { cmsMetadata, pageData, pageLocale, uiLabels, type LocaleProps } from '@/app/(site)/[locale]/cms-page'
import { externalServiceUrl, isExternalService, servicePath } from '@/lib/site/routes'

export const generateMetadata = cmsMetadata('pricing-page')

function Features({ items }: { items?: { text: string; id?: string | null }[] | null }) {
  return <CheckList items={items} className="mt-6 grid gap-2.5 text-sm" itemClassName="flex items-start gap-2.5" />
}

export default async function PricingPage({ params }: LocaleProps) {
  const locale = await pageLocale(params)
  const [page, t, settings, ui] = await pageData(locale, 'pricing-page', uiLabels)
  const { hero, cta } = page

  return (
    <>
      <PageIntro copy={hero} title={t('meta.title')} />

      <Section id="pricing-weddings" className="container-page mt-16" copy={page.weddingsIntro} title={t('weddings')}>
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
      </Section>

      <Section id="pricing-services" band="sand" className="mt-20" copy={page.servicesIntro} title={t('otherServices')}>
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
      </Section>

      {page.paymentNotes && page.paymentNotes.length > 0 && (
        <Section
          id="pricing-payments"
          className="container-page mt-20 max-w-4xl"
          copy={page.paymentsIntro}
          title={t('payments')}
        >
          <CheckList
            items={page.paymentNotes}
            className="mt-8 grid gap-3 sm:grid-cols-2"
            itemClassName="flex items-start gap-3 rounded-2xl border border-line bg-white p-5"
            iconClassName="mt-0.5 size-5 shrink-0 text-gold-deep"
          />
        </Section>
      )}

      {page.faq && page.faq.length > 0 && (
        <Section id="pricing-faq" className="container-page mt-20 max-w-4xl" copy={page.faqIntro} title={t('faq')}>
          <dl className="mt-8 grid gap-4">
            {page.faq.map((q) => (
              <div key={q.id ?? q.question} className="rounded-2xl border border-line bg-white p-6">
                <dt className="font-semibold">{q.question}</dt>
                <dd className="mt-2 leading-relaxed text-ink-soft">{q.answer}</dd>
              </div>
            ))}
          </dl>
        </Section>
      )}

      <PageCta
        cta={cta}
        primary={t('book')}
        secondary={{ href: '/portfolio', label: t('portfolio') }}
        also={[{ href: '/viptreatment', label: or(page.vipLabel, t('vip')) }]}
      />
    </>
  )
}
