import type { Endpoint } from 'payload'

import { alerts } from './alerts'
import { countPostView, reportVital } from './analytics'
import { health } from './health'
import { metrics } from './metrics'
import { security } from './security'

/** Monitoring (seed 001 §3, §7): health, metrics, alerts, security, and the browser's reports. */
export const monitoringEndpoints: Endpoint[] = [health, metrics, alerts, security, reportVital, countPostView]
