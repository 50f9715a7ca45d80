import type { GlobalConfig } from 'payload'

import { pageGlobals } from './pages'
import { SiteSettings } from './SiteSettings'

export const globals: GlobalConfig[] = [SiteSettings, ...pageGlobals]
