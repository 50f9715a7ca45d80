import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { formatDate, or } from '@/components/site/format'
import { CtaBand } from '@/components/ui/CtaBand'
import { Paragraphs } from '@/components/ui/Paragraphs'
import { SectionHeading } from '@/components/ui/SectionHeading'
import type { Locale } from '@/i18n/routing'
import { getGlobal } from '@/lib/cms'
import { cmsPageMetadata } from '@/lib/seo/page-seo'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const page = await getGlobal('policies-page', locale)
  return cmsPageMetadata({ locale, path: '/policies', seo: page.seo, namespace: 'policies' })
}

const anchor = (key: string | null | undefined, index: number) =>
  key && /^[a-z0-9-]+$/.test(key) ? key : `section-${index + 1}`

export default async function PoliciesPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [page, t] = await Promise.all([
    getGlobal('policies-page', locale),
    getTranslations({ locale, namespace: 'policies' }),
  ])
  const { hero, cta } = page
  const sections = page.sections ?? []

  return (
    <>
      <section className="container-page pt-16 lg:pt-24">
        <SectionHeading as="h1" eyebrow={hero?.eyebrow} title={or(hero?.title, t('meta.title'))} intro={hero?.body} />
        {page.lastUpdated && (
          <p className="mt-4 text-center text-sm text-ink-soft">
            {t('lastUpdated', { date: formatDate(page.lastUpdated, locale) })}
          </p>
        )}
      </section>

      <div className="container-page mt-14 grid gap-12 lg:grid-cols-[16rem_1fr]">
        {sections.length > 1 && (
          <nav
            aria-labelledby="policies-contents"
            className="h-fit rounded-2xl border border-line bg-white p-6 lg:sticky lg:top-24"
          >
            <h2
              id="policies-contents"
              className="font-sans text-xs font-semibold uppercase tracking-[0.2em] text-gold-deep"
            >
              {t('contents')}
            </h2>
            <ol className="mt-3 grid gap-1 text-sm">
              {sections.map((s, i) => (
                <li key={s.id ?? i}>
                  <a
                    href={`#${anchor(s.key, i)}`}
                    className="inline-flex min-h-9 items-center underline-offset-4 hover:underline"
                  >
                    {s.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div className="grid max-w-3xl gap-12">
          {sections.map((s, i) => (
            <section
              key={s.id ?? i}
              id={anchor(s.key, i)}
              aria-labelledby={`${anchor(s.key, i)}-title`}
              className="scroll-mt-24"
            >
              <h2 id={`${anchor(s.key, i)}-title`} className="text-3xl">
                {s.title}
              </h2>
              <div className="mt-3 grid gap-3 leading-relaxed text-ink-soft">
                <Paragraphs text={s.intro} />
              </div>
              {s.rules && s.rules.length > 0 && (
                <ul className="mt-4 grid list-disc gap-2 pl-6 marker:text-gold-deep">
                  {s.rules.map((r) => (
                    <li key={r.id ?? r.text} className="leading-relaxed">
                      {r.text}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </div>

      <CtaBand cta={cta} primary={t('contact')} secondary={{ href: '/faq', label: t('faq') }} />
    </>
  )
}
