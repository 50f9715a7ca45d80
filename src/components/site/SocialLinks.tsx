import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/routing'
import type { SiteSetting } from '@root/payload-types'

const looks = {
  footer: {
    heading: 'mt-6 text-xs font-semibold uppercase tracking-[0.2em] text-cream',
    list: 'mt-3 flex gap-3',
    border: 'border-cream/30',
  },
  contact: {
    heading: 'mt-8 text-xs font-semibold uppercase tracking-[0.2em] text-cream/75',
    list: 'mt-3 flex flex-wrap gap-3',
    border: 'border-cream/40',
  },
} as const

type Props = {
  socials: SiteSetting['socials']
  title: string
  /** The footer's columns are h2s; on the contact page the list sits under the aside's own heading. */
  heading: 'h2' | 'h3'
  look: keyof typeof looks
  locale: Locale
}

/** The studio's social profiles from the site settings (footer, contact page); nothing when there are none. */
export async function SocialLinks({ socials, title, heading: Heading, look, locale }: Props) {
  if (!socials || socials.length === 0) return null
  const [networkName, nav] = await Promise.all([
    getTranslations({ locale, namespace: 'social' }),
    getTranslations({ locale, namespace: 'nav' }),
  ])
  const { heading, list, border } = looks[look]
  return (
    <>
      <Heading className={heading}>{title}</Heading>
      <ul className={list}>
        {socials.map((s) => (
          <li key={s.id ?? s.url}>
            <a
              href={s.url}
              target="_blank"
              rel="noopener noreferrer me"
              className={`inline-flex min-h-11 items-center rounded-full border ${border} px-4 text-sm hover:bg-cream hover:text-ink`}
            >
              {networkName(s.network)}
              {/* Said to screen readers after each name: the profiles open in a new tab. */}
              <span className="sr-only"> {nav('opensInNewTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  )
}
