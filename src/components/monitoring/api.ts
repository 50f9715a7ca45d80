'use client'

import { useQuery } from '@tanstack/react-query'

import { throwIfResNotOk } from '@/lib/api/request'
// Type-only: the shapes come from the server modules that produce them, and no server code follows.
import type { AlertsReport } from '@/lib/monitoring/alerts'
import type { HealthReport } from '@/lib/monitoring/health'
import type { MetricsReport } from '@/lib/monitoring/metrics'
import type { SecurityReport } from '@/lib/monitoring/security'

/** How often each figure is polled: health every 5 s, metrics and security every 10 s, alerts every 15 s. */
export const POLL_MS = { health: 5_000, metrics: 10_000, security: 10_000, alerts: 15_000 } as const

const polling = (ms: number) => ({ refetchInterval: ms, staleTime: 0 }) as const

/**
 * /api/health answers 503 with a full report when the database is down; that report is what the
 * dashboard must show, so 503 is data here, not an error.
 */
async function fetchHealth({ signal }: { signal: AbortSignal }): Promise<HealthReport> {
  const res = await fetch('/api/health', { credentials: 'include', signal, cache: 'no-store' })
  if (res.status === 503) {
    const body = (await res.json().catch(() => null)) as HealthReport | null
    if (body?.status === 'down') return body
  }
  await throwIfResNotOk(res)
  return (await res.json()) as HealthReport
}

export const useHealth = () =>
  useQuery({ queryKey: ['/api/health'], queryFn: fetchHealth, ...polling(POLL_MS.health), retry: 0 })
export const useMetrics = () => useQuery<MetricsReport>({ queryKey: ['/api/metrics'], ...polling(POLL_MS.metrics) })
export const useSecurity = () => useQuery<SecurityReport>({ queryKey: ['/api/security'], ...polling(POLL_MS.security) })
export const useAlerts = () => useQuery<AlertsReport>({ queryKey: ['/api/alerts'], ...polling(POLL_MS.alerts) })
