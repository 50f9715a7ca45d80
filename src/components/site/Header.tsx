'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

import { mainLinks, type ServiceLink, serviceLinks as linksToServices } from '@/lib/site/routes'

import { Chevron, LanguageSwitcher } from './LanguageSwitcher'
import { ClientLink as Link } from '@/components/ui/ClientLink'
import { splitLocale } from '@/i18n/locale-path'
import type { NavLabels } from './nav-labels'
import { useDisclosure } from './useDisclosure'

/** Past this many pixels of scroll the bar takes its compact, shadowed look. */
export const SCROLL_THRESHOLD = 100

/** Labels come from the server (the `nav` messages): the nav needs no client-side i18n runtime. */
type Props = { studioName: string; familyUrl?: string | null; labels: NavLabels }

function useScrolled() {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  return scrolled
}

function isActive(pathname: string, href: string) {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`)
}

export function Header({ studioName, familyUrl, labels }: Props) {
  const t = (key: Exclude<keyof NavLabels, 'services'>) => labels[key]
  const { path: pathname } = splitLocale(usePathname() ?? '/')
  const scrolled = useScrolled()
  const [menuOpen, setMenuOpen] = useState(false)
  const portfolio = useDisclosure<HTMLLIElement>()

  // The phone menu and the dropdown close whenever the path changes. Done while
  // rendering the new path, not in an effect: an effect runs after the commit (also on mount, when
  // hydration finishes), so a tap landing in between opened the menu and the effect shut it again.
  const [shownPath, setShownPath] = useState(pathname)
  if (shownPath !== pathname) {
    setShownPath(pathname)
    setMenuOpen(false)
    portfolio.close()
  }

  useEffect(() => {
    if (!menuOpen) return
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false)
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [menuOpen])

  const serviceLinks = linksToServices({ familyUrl })

  const linkClass = (active: boolean) =>
    `inline-flex min-h-11 items-center rounded-full px-3 text-sm transition-colors hover:bg-sand ${active ? 'font-semibold text-ink' : 'text-ink-soft'}`

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={`sticky top-0 z-40 border-b transition-[background-color,box-shadow,padding] ${
        scrolled ? 'border-line bg-cream/95 py-1 shadow-md backdrop-blur' : 'border-transparent bg-cream py-3'
      }`}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:z-50 focus:rounded focus:bg-ink focus:px-4 focus:py-2 focus:text-cream"
      >
        {t('skipToContent')}
      </a>
      <div className="container-page flex items-center justify-between gap-4">
        <Link href="/" className="font-serif text-xl font-semibold tracking-tight whitespace-nowrap">
          {studioName}
        </Link>

        <nav aria-label={t('label')} className="hidden xl:block">
          <ul className="flex items-center gap-0.5">
            {mainLinks.map((link) =>
              link.dropdown ? (
                <li key={link.key} className="relative" ref={portfolio.root}>
                  <button
                    ref={portfolio.button}
                    type="button"
                    aria-expanded={portfolio.open}
                    aria-controls="portfolio-menu"
                    onClick={portfolio.toggle}
                    className={`${linkClass(isActive(pathname, '/portfolio') || pathname.startsWith('/services'))} gap-1`}
                  >
                    {t('portfolio')}
                    <Chevron open={portfolio.open} />
                  </button>
                  <ul
                    id="portfolio-menu"
                    hidden={!portfolio.open}
                    className="absolute left-0 top-full z-50 mt-2 min-w-52 rounded-xl border border-line bg-white p-1.5 shadow-lg"
                  >
                    {/* Items exist only while open: less to hydrate on every page. */}
                    {portfolio.open && (
                      <>
                        <li>
                          <Link
                            href="/portfolio"
                            className="flex min-h-11 items-center rounded-lg px-3 text-sm hover:bg-sand"
                          >
                            {t('portfolioAll')}
                          </Link>
                        </li>
                        {serviceLinks.map((s) => (
                          <li key={s.service}>
                            <ServiceItem link={s} labels={labels} />
                          </li>
                        ))}
                      </>
                    )}
                  </ul>
                </li>
              ) : (
                <li key={link.key}>
                  <Link
                    href={link.href}
                    aria-current={isActive(pathname, link.href) ? 'page' : undefined}
                    className={linkClass(isActive(pathname, link.href))}
                  >
                    {t(link.key)}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <div className="hidden xl:block">
            <LanguageSwitcher labels={labels} />
          </div>
          <Link href="/contact" className="btn btn-primary hidden sm:inline-flex">
            {t('bookSession')}
          </Link>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-sand xl:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((o) => !o)}
          >
            <span className="sr-only">{menuOpen ? t('closeMenu') : t('openMenu')}</span>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
              {menuOpen ? (
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              ) : (
                <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              )}
            </svg>
          </button>
        </div>
      </div>

      <div
        id="mobile-menu"
        hidden={!menuOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-line bg-cream xl:hidden"
      >
        {menuOpen && (
          <nav aria-label={t('label')} className="container-page py-4">
            <ul className="grid gap-1">
              {mainLinks.map((link) => (
                <li key={link.key}>
                  <Link
                    href={link.href}
                    aria-current={isActive(pathname, link.href) ? 'page' : undefined}
                    className="flex min-h-11 items-center rounded-lg px-3 text-base hover:bg-sand aria-[current=page]:font-semibold"
                  >
                    {t(link.key)}
                  </Link>
                  {link.dropdown && (
                    <ul className="ml-4 grid gap-1 border-l border-line pl-3">
                      {serviceLinks.map((s) => (
                        <li key={s.service}>
                          <ServiceItem link={s} labels={labels} muted />
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
            <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-line pt-4">
              <LanguageSwitcher labels={labels} variant="inline" />
              <Link href="/contact" className="btn btn-primary">
                {t('bookSession')}
              </Link>
            </div>
          </nav>
        )}
      </div>
    </header>
  )
}

/** A service in the portfolio menus (desktop dropdown, phone menu): its page, or its own site in a new tab. */
function ServiceItem({ link, labels, muted = false }: { link: ServiceLink; labels: NavLabels; muted?: boolean }) {
  const label = labels.services[link.service]
  const className = `flex min-h-11 items-center${link.external ? ' gap-1' : ''} rounded-lg px-3 text-sm${muted ? ' text-ink-soft' : ''} hover:bg-sand`
  if (!link.external) {
    return (
      <Link href={link.href} className={className}>
        {label}
      </Link>
    )
  }
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className={className}>
      {label}
      <ExternalIcon />
      <span className="sr-only">{labels.opensInNewTab}</span>
    </a>
  )
}

function ExternalIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5">
      <path
        d="M8 4H4v12h12v-4M11 3h6v6M17 3l-8 8"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
