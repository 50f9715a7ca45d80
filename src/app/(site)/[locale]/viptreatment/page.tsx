import { Clapperboard, Gem, Sparkles, Users } from 'lucide-react'

import { formatPrice, or } from '@/components/site/format'
import { CardGrid } from '@/components/site/sections/CardGrid'
import { CheckList } from '@/components/site/sections/CheckList'
import { PageCta } from '@/components/site/sections/CtaBand'
import { Paragraphs } from '@/components/ui/Paragraphs'
import { CopyHeading } from '@/components/site/sections/Section'
import { cmsMetadata, pageData, pageLocale, type LocaleProps } from '@/app/(site)/[locale]/cms-page'

const icons = { team: Users, coverage: Sparkles, premiere: Clapperboard, deliverables: Gem } as const

export const generateMetadata = cmsMetadata('vip-page')

export default async function VipPage({ params }: LocaleProps) {
  const locale = await pageLocale(params)
  const [page, t] = await pageData(locale, 'vip-page')
  const { hero, price, cta } = page
  const priceText = price?.display || (price?.amount != null ? formatPrice(price.amount, locale) : null)

  return (
    <>
      <section className="bg-night text-cream">
        <div className="container-page py-20 lg:py-28">
          <CopyHeading as="h1" tone="dark" copy={hero} title={t('meta.title')} />
        </div>
      </section>

      <section className="container-page py-20" aria-labelledby="vip-features">
        <h2 id="vip-features" className="sr-only">
          {t('features')}
        </h2>
        <CardGrid
          items={(page.features ?? []).map(({ body, ...f }) => ({ ...f, paragraphs: body }))}
          icon={(f) => icons[f.key]}
          className="grid gap-6 md:grid-cols-2"
          cardClassName="rounded-3xl border border-line bg-white p-8"
          size="lg"
          more={(f) => (
            <>
              <div className="mt-3 grid gap-3 leading-relaxed text-ink-soft">
                <Paragraphs text={f.paragraphs} />
              </div>
              <CheckList items={f.items} className="mt-5 grid gap-2 text-sm" itemClassName="flex items-start gap-2.5" />
            </>
          )}
        />
      </section>

      {priceText && (
        <section className="container-page" aria-labelledby="vip-price">
          <div className="mx-auto max-w-2xl rounded-3xl border border-gold-deep bg-white p-10 text-center">
            <h2 id="vip-price" className="text-xs font-semibold uppercase tracking-[0.25em] text-gold-deep font-sans">
              {or(price?.label, t('priceLabel'))}
            </h2>
            <p className="mt-4 font-serif text-6xl">{priceText}</p>
            {price?.note && <p className="mt-4 text-ink-soft">{price.note}</p>}
          </div>
        </section>
      )}

      <PageCta cta={cta} primary={t('ctaPrimary')} secondary={{ href: '/pricing', label: t('ctaSecondary') }} />
    </>
  )
}
