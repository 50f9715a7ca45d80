/**
 * When repeated attack signatures get an address blocked (a repeated offender is blocked for a
 * while, so a scanner stops costing the site). Five flagged requests in ten minutes is well beyond
 * what a visitor typing odd text produces (the signatures need attack syntax) and well below what
 * any scanner sends. Operators can tune each figure.
 */
import { positiveSetting } from '@/lib/runtime/settings'

const num = (name: string, fallback: number) => positiveSetting(process.env[name], fallback)

export interface BlockPolicy {
  /** Flagged requests (events) within the window that trigger a block. */
  threshold: number
  windowMs: number
  blockMs: number
  /** Addresses recorded but never blocked (a monitoring probe, the office's own address). */
  allowlist: ReadonlySet<string>
}

/**
 * Loopback is this machine: a reverse proxy on the same host without TRUST_PROXY (every visitor
 * would then share its address, and one scanner would lock them all out), or a local health check.
 * Its hits are recorded, never blocked.
 */
export function isLoopback(ip: string): boolean {
  return ip === '::1' || ip.startsWith('127.')
}

export function blockPolicy(): BlockPolicy {
  return {
    threshold: num('SECURITY_BLOCK_THRESHOLD', 5),
    windowMs: num('SECURITY_BLOCK_WINDOW_MINUTES', 10) * 60_000,
    blockMs: num('SECURITY_BLOCK_MINUTES', 60) * 60_000,
    allowlist: new Set(
      (process.env.SECURITY_ALLOWLIST ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  }
}

/** Security events and web vitals are kept this long, then pruned. */
export const SECURITY_EVENT_RETENTION_DAYS = 90

/** Threat level from the events of the last hour (HIGH, MEDIUM, LOW, else MINIMAL). */
export const THREAT_LEVEL_WINDOW_MINUTES = 60
export type ThreatLevel = 'HIGH' | 'MEDIUM' | 'LOW' | 'MINIMAL'

export function threatLevel(eventsLastHour: number, activeBlocks: number): ThreatLevel {
  if (eventsLastHour >= 25 || activeBlocks >= 3) return 'HIGH'
  if (eventsLastHour >= 5 || activeBlocks >= 1) return 'MEDIUM'
  if (eventsLastHour >= 1) return 'LOW'
  return 'MINIMAL'
}
