import { AboutPage } from './AboutPage'
import { BlogPage } from './BlogPage'
import { ClassesPage } from './ClassesPage'
import { ContactPage } from './ContactPage'
import { FaqPage } from './FaqPage'
import { HomePage } from './HomePage'
import { PoliciesPage } from './PoliciesPage'
import { PortfolioPage } from './PortfolioPage'
import { PrivacyPage } from './PrivacyPage'
import { PricingPage } from './PricingPage'
import { ReviewsPage } from './ReviewsPage'
import { VipPage } from './VipPage'

export const pageGlobals = [
  HomePage,
  AboutPage,
  PortfolioPage,
  PricingPage,
  VipPage,
  ClassesPage,
  ReviewsPage,
  FaqPage,
  PoliciesPage,
  PrivacyPage,
  BlogPage,
  ContactPage,
]
