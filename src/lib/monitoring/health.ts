import v8 from 'node:v8'

import type { Payload } from 'payload'

import { requestMetrics } from '@/lib/metrics/registry'
import { checkDatabase, type DatabaseCheck } from './database'
import { THRESHOLDS } from '@/lib/metrics/thresholds'

export type HealthStatus = 'ok' | 'degraded' | 'down'

export interface HealthReport {
  status: HealthStatus
  timestamp: string
  /** Seconds since this instance started. */
  uptime: number
  /** usage: percent of the V8 heap limit in use; sizes in MB. */
  memory: { usage: number; heapUsed: number; heapTotal: number; heapLimit: number; rss: number }
  /**
   * avg_response_time in ms (since start); p95 and error_rate (percent) over the last 5 minutes,
   * which held window_requests requests.
   */
  performance: {
    total_requests: number
    avg_response_time: number
    p95_response_time: number
    error_rate: number
    window_requests: number
  }
  /** active: this instance's open client connections; global: sessions on the database, all instances. */
  connections: { active: number; global: number | null; requests_in_flight: number }
  database: DatabaseCheck
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits

export function memoryFigures(): HealthReport['memory'] {
  const { heapUsed, heapTotal, rss } = process.memoryUsage()
  const limit = v8.getHeapStatistics().heap_size_limit
  return {
    usage: round((heapUsed / limit) * 100),
    heapUsed: mb(heapUsed),
    heapTotal: mb(heapTotal),
    heapLimit: mb(limit),
    rss: mb(rss),
  }
}

/**
 * GET /api/health (public, for load balancers): no secrets, no personal data, no configuration;
 * only figures of this instance and whether it reaches the database.
 */
export async function healthReport(payload: Payload): Promise<HealthReport> {
  const metrics = requestMetrics()
  const [database, snapshot] = await Promise.all([checkDatabase(payload), metrics.snapshot()])
  const memory = memoryFigures()
  const performance = {
    total_requests: snapshot.total,
    avg_response_time: round(snapshot.avgMs),
    p95_response_time: round(snapshot.p95Ms),
    error_rate: round(snapshot.window.errorRate, 2),
    window_requests: snapshot.window.requests,
  }
  const judged = performance.window_requests >= THRESHOLDS.minWindowRequests
  const degraded =
    memory.usage > THRESHOLDS.memoryPercent ||
    (judged &&
      (performance.error_rate > THRESHOLDS.errorRatePercent || performance.p95_response_time > THRESHOLDS.p95Ms))
  const status: HealthStatus = database.status === 'down' ? 'down' : degraded ? 'degraded' : 'ok'
  return {
    status,
    timestamp: new Date().toISOString(),
    uptime: Math.round(process.uptime()),
    memory,
    performance,
    connections: {
      active: metrics.activeConnections,
      global: database.connections,
      requests_in_flight: metrics.activeRequests,
    },
    database,
  }
}
