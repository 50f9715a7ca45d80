'use client'

import { DataTable } from '@/components/studio/kit/DataTable'
import { EmptyNote } from '@/components/studio/kit/EmptyNote'
import { fill } from '@/i18n/fill'
import { languageTag } from '@/i18n/language-tag'
// Type-only: the report shape comes from the server module that produces it; no server code follows.
import type { MetricsReport } from '@/lib/monitoring/metrics'

import { Section } from './Section'
import { useView } from './useView'

/** What the last daily retention pass removed, kind by kind, with the periods it applied. */
export function Retention({ run }: { run: MetricsReport['retention'] }) {
  const { t, locale, f } = useView()
  const b = t.business
  const kinds = Object.keys(b.retentionKinds) as (keyof typeof b.retentionKinds)[]
  return (
    <Section
      title={b.retention}
      aside={
        run ? (
          <span className="text-sm text-ink-soft">
            {fill(b.retentionLastRun, { when: new Date(run.ranAt).toLocaleString(languageTag(locale)) })}
          </span>
        ) : undefined
      }
    >
      {!run ? (
        <EmptyNote>{b.retentionNever}</EmptyNote>
      ) : (
        <DataTable
          caption={b.retention}
          head={[b.retentionKind, b.retentionRemoved]}
          // A pass recorded before a kind existed has no period for it: not listed.
          rows={kinds
            .filter((kind) => run.periods[kind] !== undefined)
            .map((kind) => [fill(b.retentionKinds[kind], { n: f.n(run.periods[kind]) }), f.n(run.removed[kind] ?? 0)])}
        />
      )}
    </Section>
  )
}
