import client from 'prom-client'

import { routeLabel } from './routes'
import { THRESHOLDS } from './thresholds'

/**
 * Request metrics of this instance (per-instance metrics are enough: Prometheus can aggregate
 * them). prom-client keeps the counters, the latency histogram and the sliding-window percentiles;
 * this module adds what a dashboard needs and Prometheus does not: a short time series for charts
 * and the last server errors.
 *
 * One instance per process, on globalThis: src/server/serve.ts records every request, and the route
 * handlers that Next bundles separately (with their own copy of this module) must read the same one.
 */

/** Percentiles are computed over the last 5 minutes, so an old spike does not hide a recovery. */
export const WINDOW_SECONDS = 300
const SERIES_STEP_SECONDS = 10
const SERIES_LENGTH = 90
const RECENT_ERRORS = 20

export interface SeriesPoint {
  /** Start of the step, epoch ms. */
  t: number
  requests: number
  errors: number
  /** Sum of response times in ms (mean = durationMs / requests). */
  durationMs: number
}

export interface RecentError {
  error: string
  timestamp: string
  status: number
  endpoint: string
}

export interface FinishedRequest {
  method: string
  path: string
  status: number
  durationMs: number
}

const isServerError = (status: number) => status >= 500

export class RequestMetrics {
  readonly registry = new client.Registry()
  readonly startedAt = Date.now()
  private readonly routes = new Set<string>()
  private readonly requests: client.Counter<'method' | 'route' | 'status'>
  private readonly duration: client.Histogram<'method' | 'route'>
  private readonly latency: client.Summary
  private readonly inFlight: client.Gauge
  private readonly connections: client.Gauge
  private readonly threats: client.Counter<'reason'>
  private readonly blocked: client.Counter
  private readonly webhookRefusals: client.Counter
  /** When this instance last refused Stripe webhook calls for their signature (newest last). */
  private readonly recentWebhookRefusals: number[] = []
  private readonly series: SeriesPoint[] = []
  private readonly errors: RecentError[] = []
  private openConnections = 0
  private active = 0

  constructor() {
    const registers = [this.registry]
    this.requests = new client.Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    })
    this.duration = new client.Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request to the last byte of the response, by route pattern',
      labelNames: ['method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    })
    this.latency = new client.Summary({
      name: 'http_request_duration_window_seconds',
      help: `Response time percentiles over the last ${WINDOW_SECONDS} s`,
      percentiles: [0.5, 0.95, 0.99],
      maxAgeSeconds: WINDOW_SECONDS,
      ageBuckets: 5,
      registers,
    })
    this.inFlight = new client.Gauge({ name: 'http_requests_in_flight', help: 'Requests being answered', registers })
    this.connections = new client.Gauge({ name: 'http_open_connections', help: 'Open client connections', registers })
    this.threats = new client.Counter({
      name: 'security_threats_total',
      help: 'Requests that matched an attack signature, by reason',
      labelNames: ['reason'] as const,
      registers,
    })
    this.blocked = new client.Counter({
      name: 'security_blocked_requests_total',
      help: 'Requests refused from blocked addresses',
      registers,
    })
    this.webhookRefusals = new client.Counter({
      name: 'stripe_webhook_signature_failures_total',
      help: 'Stripe webhook calls refused for a missing, forged or stale signature',
      registers,
    })
    // Not prom-client's collectDefaultMetrics: its garbage-collection observer does work on every
    // collection, which a busy server runs many times a second, and its event-loop monitor wakes
    // the loop every 10 ms. Memory is read only when scraped; process detail is a node exporter's job.
    new client.Gauge({
      name: 'nodejs_heap_used_bytes',
      help: 'V8 heap in use',
      registers,
      collect() {
        this.set(process.memoryUsage().heapUsed)
      },
    })
    new client.Gauge({
      name: 'process_resident_memory_bytes',
      help: 'Resident memory of the process',
      registers,
      collect() {
        this.set(process.memoryUsage().rss)
      },
    })
  }

  requestStarted(): void {
    this.active++
    this.inFlight.inc()
  }

  requestEnded(): void {
    this.active = Math.max(0, this.active - 1)
    this.inFlight.dec()
  }

  connectionOpened(): void {
    this.openConnections++
    this.connections.inc()
  }

  connectionClosed(): void {
    this.openConnections = Math.max(0, this.openConnections - 1)
    this.connections.dec()
  }

  record({ method, path, status, durationMs }: FinishedRequest, now = Date.now()): void {
    const route = routeLabel(path, status, this.routes)
    const seconds = durationMs / 1000
    this.requests.inc({ method, route, status: String(status) })
    this.duration.observe({ method, route }, seconds)
    this.latency.observe(seconds)
    const point = this.point(now)
    point.requests++
    point.durationMs += durationMs
    if (isServerError(status)) {
      point.errors++
      this.errors.push({
        error: `${status} ${method} ${route}`,
        timestamp: new Date(now).toISOString(),
        status,
        endpoint: `${method} ${route}`,
      })
      if (this.errors.length > RECENT_ERRORS) this.errors.shift()
    }
  }

  threat(reason: string): void {
    this.threats.inc({ reason })
  }

  blockedRequest(): void {
    this.blocked.inc()
  }

  /** A Stripe webhook call refused for its signature (a wrong STRIPE_WEBHOOK_SECRET, or a forgery). */
  webhookSignatureFailed(now = Date.now()): void {
    this.webhookRefusals.inc()
    this.recentWebhookRefusals.push(now)
    // Enough to count past the alert's threshold, bounded whatever the internet sends.
    if (this.recentWebhookRefusals.length > THRESHOLDS.webhookSignatureRefusals * 10) this.recentWebhookRefusals.shift()
  }

  /** How many Stripe webhook calls this instance refused for their signature in the last window. */
  webhookSignatureFailures(now = Date.now()): number {
    const since = now - WINDOW_SECONDS * 1000
    return this.recentWebhookRefusals.filter((t) => t > since).length
  }

  private point(now: number): SeriesPoint {
    const t = now - (now % (SERIES_STEP_SECONDS * 1000))
    const last = this.series[this.series.length - 1]
    if (last && last.t === t) return last
    const point = { t, requests: 0, errors: 0, durationMs: 0 }
    this.series.push(point)
    if (this.series.length > SERIES_LENGTH) this.series.shift()
    return point
  }

  /** The time series for charts, with empty steps filled in (a quiet minute is a real zero). */
  timeSeries(now = Date.now(), points = SERIES_LENGTH): SeriesPoint[] {
    const step = SERIES_STEP_SECONDS * 1000
    const end = now - (now % step)
    const byTime = new Map(this.series.map((p) => [p.t, p]))
    const out: SeriesPoint[] = []
    for (let t = end - (points - 1) * step; t <= end; t += step) {
      out.push({ ...(byTime.get(t) ?? { t, requests: 0, errors: 0, durationMs: 0 }) })
    }
    return out
  }

  /** Requests and server errors over the last `seconds`. */
  recent(seconds = WINDOW_SECONDS, now = Date.now()): { requests: number; errors: number } {
    const since = now - seconds * 1000
    let requests = 0
    let errors = 0
    for (const p of this.series) {
      if (p.t + SERIES_STEP_SECONDS * 1000 <= since) continue
      requests += p.requests
      errors += p.errors
    }
    return { requests, errors }
  }

  recentErrors(): RecentError[] {
    return [...this.errors].reverse()
  }

  get activeRequests(): number {
    return this.active
  }

  get activeConnections(): number {
    return this.openConnections
  }

  async snapshot(): Promise<RequestSnapshot> {
    const [requests, duration, latency, threats] = await Promise.all([
      this.requests.get(),
      this.duration.get(),
      this.latency.get(),
      this.threats.get(),
    ])
    let total = 0
    let serverErrors = 0
    const byEndpoint = new Map<string, number>()
    for (const { labels, value } of requests.values) {
      total += value
      if (isServerError(Number(labels.status))) serverErrors += value
      const key = `${labels.method} ${labels.route}`
      byEndpoint.set(key, (byEndpoint.get(key) ?? 0) + value)
    }
    let durationSum = 0
    for (const v of duration.values) if (v.metricName === 'http_request_duration_seconds_sum') durationSum += v.value
    const quantile = (q: number) => {
      const found = latency.values.find((v) => v.labels.quantile === q)?.value
      return Number.isFinite(found) ? (found as number) * 1000 : 0
    }
    const window = this.recent()
    return {
      total,
      serverErrors,
      avgMs: total ? (durationSum * 1000) / total : 0,
      p50Ms: quantile(0.5),
      p95Ms: quantile(0.95),
      p99Ms: quantile(0.99),
      window: {
        seconds: WINDOW_SECONDS,
        ...window,
        errorRate: window.requests ? (window.errors / window.requests) * 100 : 0,
      },
      byEndpoint: [...byEndpoint].map(([endpoint, count]) => ({ endpoint, count })).sort((a, b) => b.count - a.count),
      threats: Object.fromEntries(threats.values.map((v) => [String(v.labels.reason), v.value])),
    }
  }

  prometheus(): Promise<string> {
    return this.registry.metrics()
  }
}

export interface RequestSnapshot {
  total: number
  serverErrors: number
  avgMs: number
  p50Ms: number
  p95Ms: number
  p99Ms: number
  /** Recent requests and server errors; errorRate in percent. */
  window: { seconds: number; requests: number; errors: number; errorRate: number }
  byEndpoint: { endpoint: string; count: number }[]
  threats: Record<string, number>
}

const KEY = Symbol.for('studio.monitoring.requestMetrics')
type Holder = { [KEY]?: RequestMetrics }

/** This process's metrics (created on first use). */
export function requestMetrics(): RequestMetrics {
  const holder = globalThis as Holder
  return (holder[KEY] ??= new RequestMetrics())
}

/** Tests only: start from zero. */
export function resetRequestMetrics(): RequestMetrics {
  const holder = globalThis as Holder
  holder[KEY] = new RequestMetrics()
  return holder[KEY]
}
