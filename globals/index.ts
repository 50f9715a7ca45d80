import type { GlobalConfig } from 'payload'

import { pageGlobals } from './pages'
import { SiteSettings } from './SiteSettings'
import { AdminCredentials } from './AdminCredentials'
import { ConsultationAvailability } from './ConsultationAvailability'
import { PrivacySettings } from './PrivacySettings'

export const globals: GlobalConfig[] = [
  SiteSettings,
  ...pageGlobals,
  ConsultationAvailability,
  AdminCredentials,
  PrivacySettings,
]
