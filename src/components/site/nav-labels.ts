import type { PortfolioService } from '@/lib/site/routes'

/** The `nav` messages (src/i18n/messages/<locale>/common.json), passed from the layout. */
export type NavLabels = {
  label: string
  home: string
  about: string
  portfolio: string
  portfolioAll: string
  pricing: string
  classes: string
  reviews: string
  faq: string
  blog: string
  contact: string
  bookSession: string
  openMenu: string
  closeMenu: string
  skipToContent: string
  language: string
  english: string
  french: string
  opensInNewTab: string
  services: Record<PortfolioService, string>
}
