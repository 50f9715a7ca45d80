import { Aperture, Briefcase, Camera, Check, ImageIcon, Sun, Users } from 'lucide-react'

import { ClassesExperience } from '@/components/site/classes/ClassesExperience'
import { formatPrice, or } from '@/components/site/format'
import { CardGrid } from '@/components/site/sections/CardGrid'
import { CheckList } from '@/components/site/sections/CheckList'
import { QuoteAuthor } from '@/components/site/sections/QuoteAuthor'
import { CopyHeading, Section } from '@/components/site/sections/Section'
import { CmsImage } from '@/components/ui/CmsImage'
import { Paragraphs } from '@/components/ui/Paragraphs'
import { formMessages } from '@/components/forms/form-messages'
import { cmsMetadata, pageData, pageLocale, type LocaleProps } from '@/app/(site)/[locale]/cms-page'
import { getClasses } from '@/lib/cms'

const icons = {
  camera: Camera,
  sun: Sun,
  users: Users,
  aperture: Aperture,
  image: ImageIcon,
  briefcase: Briefcase,
} as const

/** /classes and /photography-classes are one page; /classes is the canonical address. */
export const generateMetadata = cmsMetadata('classes-page', { image: (page) => page.hero?.image })

export default async function ClassesPage({ params }: LocaleProps) {
  const locale = await pageLocale(params)
  const [page, t, _settings, classes] = await pageData(locale, 'classes-page', getClasses)
  const { hero, journey } = page

  return (
    <>
      <section className="relative isolate overflow-hidden bg-night text-cream">
        <CmsImage media={hero?.image} fill priority alt="" sizes="100vw" className="-z-10 object-cover opacity-45" />
        <div className="absolute inset-0 -z-10 bg-gradient-to-r from-night/90 to-night/40" aria-hidden="true" />
        <div className="container-page py-20 lg:py-28">
          <CopyHeading as="h1" align="left" tone="dark" copy={hero} title={t('meta.title')} />
          {hero?.badges && hero.badges.length > 0 && (
            <ul className="mt-8 flex flex-wrap gap-2">
              {hero.badges.map((b) => (
                <li
                  key={b.id ?? b.text}
                  className="inline-flex items-center gap-1.5 rounded-full border border-cream/40 bg-night/50 px-4 py-1.5 text-sm"
                >
                  <Check aria-hidden="true" className="size-4 text-gold-light" />
                  {b.text}
                </li>
              ))}
            </ul>
          )}
          {page.maxClassSize && <p className="mt-6 text-cream/90">{t('maxClassSize', { count: page.maxClassSize })}</p>}
        </div>
      </section>

      <ClassesExperience
        classes={classes.map((c) => ({
          classId: c.classId,
          title: c.title,
          price: c.price,
          formats: c.formats ?? '',
          level: c.level,
          duration: c.duration,
          description: c.description,
          // Rendered here: the check marks' icon code stays out of the page's JavaScript.
          topics: (
            <CheckList
              items={c.topics}
              label={t('card.topics')}
              className="mt-4 grid flex-1 gap-1.5 text-sm"
              itemClassName="flex items-start gap-2"
            />
          ),
          priceLabel: formatPrice(c.price, locale),
        }))}
        labels={{
          tabs: {
            label: t('tabs.label'),
            classes: or(page.tabLabels?.classes, t('tabs.classes')),
            success: or(page.tabLabels?.success, t('tabs.success')),
            booking: or(page.tabLabels?.booking, t('tabs.booking')),
          },
          level: t('card.level'),
          duration: t('card.duration'),
          formats: t('card.formats'),
          select: t.raw('card.select') as string,
          selected: t('card.selected'),
          bookFromSuccess: or(page.successIntro?.bookLabel, t('bookCta')),
          enroll: or(journey?.primaryLabel, t('enroll')),
          sessions: {
            upcoming: t('booking.sessions.upcoming'),
            seatsLeft: t.raw('booking.sessions.seatsLeft') as string,
            full: t('booking.sessions.full'),
            online: t('booking.sessions.online'),
          },
        }}
        pathIntro={<CopyHeading copy={page.path} />}
        afterClasses={
          <>
            {page.learn && page.learn.length > 0 && (
              <Section id="classes-learn" className="mt-20" copy={page.learnIntro}>
                <CardGrid
                  items={page.learn}
                  icon={(item) => icons[item.icon ?? 'camera']}
                  className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
                  cardClassName="rounded-3xl border border-line bg-white p-7"
                  size="md"
                />
              </Section>
            )}
            {page.formats && page.formats.length > 0 && (
              <Section id="classes-formats" className="mt-20" copy={page.formatsIntro}>
                <CardGrid
                  items={page.formats}
                  className="mt-10 grid gap-6 md:grid-cols-2"
                  cardClassName="rounded-3xl border border-line bg-sand/60 p-8"
                  size="lg"
                  more={(f) => (
                    <CheckList
                      items={f.features}
                      className="mt-4 grid gap-2 text-sm"
                      itemClassName="flex items-start gap-2"
                    />
                  )}
                />
              </Section>
            )}
          </>
        }
        success={
          <>
            <CopyHeading copy={page.successIntro} />
            <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {(page.stories ?? []).map((s) => (
                <li key={s.id ?? s.name} className="flex flex-col rounded-3xl border border-line bg-white p-7">
                  <figure className="flex flex-1 flex-col">
                    <blockquote className="flex-1 font-serif text-lg italic leading-relaxed">“{s.quote}”</blockquote>
                    <QuoteAuthor image={s.image} avatar="md" name={s.name}>
                      {s.course && <span className="block text-sm text-ink-soft">{s.course}</span>}
                      {s.achievement && (
                        <span className="block text-sm font-semibold text-gold-deep">{s.achievement}</span>
                      )}
                    </QuoteAuthor>
                  </figure>
                </li>
              ))}
            </ul>
          </>
        }
        bookingIntro={<CopyHeading copy={page.booking} title={t('tabs.booking')} />}
        locale={locale}
        formMessages={await formMessages(locale)}
        journey={
          <>
            <h2 className="mx-auto max-w-2xl text-3xl text-balance sm:text-4xl">{or(journey?.title, t('enroll'))}</h2>
            <div className="mx-auto mt-4 grid max-w-2xl gap-3 text-lg text-cream/90">
              <Paragraphs text={journey?.body} />
            </div>
          </>
        }
      />
    </>
  )
}
