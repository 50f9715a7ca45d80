import type { Endpoint } from 'payload'

import { adminEndpoints } from './admin'
import { monitoringEndpoints } from './monitoring'
import { publicEndpoints } from './public'

/**
 * The documented /api calls, as Payload root endpoints. Collection slugs never equal their first
 * path segment (Payload matches collections first and would shadow them).
 */
export const endpoints: Endpoint[] = [...publicEndpoints, ...adminEndpoints, ...monitoringEndpoints]
