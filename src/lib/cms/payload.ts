import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

/**
 * The Local API, shared by server components and endpoints of this process. `cron` starts the
 * jobs queue (scheduled publishing) with the first page render, not only with the first /api call.
 */
export const payloadClient = () => getPayload({ config, cron: true })
