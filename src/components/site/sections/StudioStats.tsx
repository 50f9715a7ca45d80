import { getLocale } from 'next-intl/server'

import { StatsStrip } from '@/components/ui/StatsStrip'
import { languageTag } from '@/i18n/language-tag'
import type { Locale } from '@/i18n/routing'
import type { SiteSetting } from '@root/payload-types'

type Stats = SiteSetting['stats']

/** The studio's figures in the site settings, what each shows while it is empty, and its label's message. */
const figures = {
  clients: { fallback: '500+', label: 'stats.clients' },
  events: { fallback: '1000+', label: 'stats.events' },
  weddings: { fallback: '200+', label: 'stats.weddings' },
  corporateClients: { fallback: '50+', label: 'stats.corporate' },
  yearsHome: { fallback: '6+', label: 'stats.years' },
  yearsAbout: { fallback: '10+', label: 'stats.years' },
  ratingReviewsStrip: { fallback: '5/5', label: 'stats.rating' },
} as const

/** The studio's average rating out of 5 (structured data, the home page). */
export const studioRating = (stats: Stats) => stats?.rating ?? 4.9

type Props = {
  stats: Stats
  /** The figures to show, in order; `rating` is the average rating written "4.9/5" in the page's language. */
  show: (keyof typeof figures | 'rating')[]
  /** The page's messages, with the labels under `stats`. */
  t: (key: string) => string
  tone?: 'light' | 'dark'
}

/** Figures such as "500+ clients" from the site settings, labelled in the page's words. */
export async function StudioStats({ stats, show, t, tone }: Props) {
  const locale = (await getLocale()) as Locale
  return (
    <StatsStrip
      tone={tone}
      stats={show.map((key) =>
        key === 'rating'
          ? { value: `${studioRating(stats).toLocaleString(languageTag(locale))}/5`, label: t('stats.rating') }
          : { value: stats?.[key] ?? figures[key].fallback, label: t(figures[key].label) },
      )}
    />
  )
}
