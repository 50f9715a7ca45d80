import type { GlobalConfig } from 'payload'

import { pageGlobals } from './pages'
import { SiteSettings } from './SiteSettings'
import { AdminCredentials } from './AdminCredentials'
import { ConsultationAvailability } from './ConsultationAvailability'

export const globals: GlobalConfig[] = [SiteSettings, ...pageGlobals, ConsultationAvailability, AdminCredentials]
