import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

/** The Local API, shared by server components and endpoints of this process. */
export const payloadClient = () => getPayload({ config })
