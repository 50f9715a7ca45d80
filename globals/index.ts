import type { GlobalConfig } from 'payload'

import { pageGlobals } from './pages'
import { SiteSettings } from './SiteSettings'
import { AdminCredentials } from './AdminCredentials'

export const globals: GlobalConfig[] = [SiteSettings, ...pageGlobals, AdminCredentials]
