import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

/**
 * The Local API, shared by server components and endpoints of this process. Its first call (a
 * page render or an /api call) runs the config's onInit, which starts the jobs queue's own timer;
 * Payload's cron is not used (src/platform/payload-jobs-claim.ts).
 */
export const payloadClient = () => getPayload({ config })
