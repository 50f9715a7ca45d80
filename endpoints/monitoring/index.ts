import type { Endpoint } from 'payload'

import { countPostView, reportVital } from './analytics'
import { alerts, health, metrics, security } from './reports'

/** Monitoring: health, metrics, alerts, security, and the browser's reports. */
export const monitoringEndpoints: Endpoint[] = [health, metrics, alerts, security, reportVital, countPostView]
