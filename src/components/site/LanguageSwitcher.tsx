'use client'

import { usePathname } from 'next/navigation'

import { ClientLink as Link } from '@/components/ui/ClientLink'
import { splitLocale } from '@/i18n/locale-path'
import type { NavLabels } from './nav-labels'
import { useDisclosure } from './useDisclosure'

/** English (Canadian flag) / Français: same page, other language (adds or removes /fr). */
export function LanguageSwitcher({ variant = 'menu', labels }: { variant?: 'menu' | 'inline'; labels: NavLabels }) {
  const t = (key: 'language' | 'english' | 'french') => labels[key]
  // The browser path without its /fr prefix is the same page in the other language, dynamic
  // segments included (a post's slug is the same in both).
  const { locale, path: href } = splitLocale(usePathname() ?? '/')
  const { open, toggle, close, root, button } = useDisclosure()

  const options = [
    { locale: 'en', label: t('english'), flag: '🇨🇦' },
    { locale: 'fr', label: t('french'), flag: '' },
  ] as const
  // Each option is this page in its language, and says so to the browser and to screen readers.
  const optionLink = (o: (typeof options)[number]) => ({
    href,
    locale: o.locale,
    lang: o.locale,
    hrefLang: o.locale,
    'aria-current': o.locale === locale ? ('true' as const) : undefined,
  })

  if (variant === 'inline') {
    return (
      <ul className="flex gap-2" aria-label={t('language')}>
        {options.map((o) => (
          <li key={o.locale}>
            <Link
              {...optionLink(o)}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-4 text-sm aria-[current]:border-ink aria-[current]:font-semibold"
            >
              {o.flag && <span aria-hidden="true">{o.flag}</span>}
              {o.label}
            </Link>
          </li>
        ))}
      </ul>
    )
  }

  const current = options.find((o) => o.locale === locale) ?? options[0]
  return (
    <div className="relative" ref={root}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="language-menu"
        onClick={toggle}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm hover:bg-sand"
      >
        <span className="sr-only">{t('language')}: </span>
        {current.flag && <span aria-hidden="true">{current.flag}</span>}
        <span>{current.label}</span>
        <Chevron open={open} />
      </button>
      <ul
        id="language-menu"
        hidden={!open}
        className="absolute right-0 top-full z-50 mt-2 min-w-40 rounded-xl border border-line bg-white p-1.5 shadow-lg"
      >
        {open &&
          options.map((o) => (
            <li key={o.locale}>
              <Link
                {...optionLink(o)}
                onClick={close}
                className="flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm hover:bg-sand aria-[current]:font-semibold"
              >
                <span aria-hidden="true" className="w-5">
                  {o.flag}
                </span>
                {o.label}
              </Link>
            </li>
          ))}
      </ul>
    </div>
  )
}

export function Chevron({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}>
      <path
        d="M5 7.5l5 5 5-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
