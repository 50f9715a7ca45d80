'use client'

import { Badge } from '@/components/studio/kit/Badge'
import { StatCard } from '@/components/studio/kit/cards'
import { EmptyNote } from '@/components/studio/kit/EmptyNote'
import { fill } from '@/i18n/fill'
// Type-only: the report shape comes from the server module that produces it; no server code follows.
import type { SecurityReport } from '@/lib/monitoring/security'

import { TableSection } from './Section'
import { threatTone } from './tones'
import { useView } from './useView'

/** The fourth tab: the threat level, what the screening caught, and the last threats. */
export function Security({ security }: { security?: SecurityReport }) {
  const { t, f } = useView()
  const s = t.security
  if (!security) return <EmptyNote>…</EmptyNote>
  const c = security.security
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm font-semibold text-ink-soft">{s.threatLevel}</span>
        <Badge size="md" tone={threatTone(security.threat_level)} testId="threat-level">
          {s.levels[security.threat_level]}
        </Badge>
        <span className="text-sm text-ink-soft">{fill(s.lastHour, { count: f.n(c.events_last_hour) })}</span>
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-3 lg:grid-cols-5">
        <StatCard
          label={s.blockedIps}
          value={f.n(c.blocked_ips)}
          tone={c.blocked_ips > 0 ? 'warning' : 'neutral'}
          testId="stat-blocked"
        />
        <StatCard label={s.sqlInjection} value={f.n(c.sql_injection_attempts)} />
        <StatCard label={s.xss} value={f.n(c.xss_attempts)} />
        <StatCard label={s.pathTraversal} value={f.n(c.path_traversal_attempts)} />
        <StatCard label={s.suspicious} value={f.n(c.suspicious_activity)} />
      </dl>
      <TableSection
        title={s.recentThreats}
        empty={s.noThreats}
        head={[s.endpoint, s.reason, s.ip, s.time]}
        rows={security.recent_threats
          .slice(0, 5)
          .map((r) => [r.endpoint, s.reasons[r.reason], r.ip, f.time(r.timestamp)])}
      />
    </>
  )
}
