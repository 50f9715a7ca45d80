'use client'

import { fill } from '@/i18n/fill'
import type { InquiryHistoryEntry } from '@/lib/inquiries/shape'

import { formatDateTime } from './format'
import { actorText, InquirySection } from './InquiryPart'
import { usePart } from './useInquiryChange'

/** Everything that happened to the inquiry, newest first: stages, replies, reminders, notes. */
export function InquiryHistory({ history }: { history: InquiryHistoryEntry[] }) {
  const { p, locale, id } = usePart()
  if (history.length === 0) return null
  const what = (e: InquiryHistoryEntry) => {
    if (e.kind === 'stage') {
      const move = fill(p.historyStage, {
        from: e.fromStage ? p.stages[e.fromStage] : '',
        to: e.toStage ? p.stages[e.toStage] : '',
      })
      return e.lostReason ? `${move} (${p.lostReasons[e.lostReason]})` : move
    }
    if (e.kind === 'reply') return `${p.historyReply}: ${e.subject ?? ''}`
    if (e.kind === 'reminder') return p.historyReminder
    return p.historyNote
  }
  return (
    <InquirySection title={p.history} id={id}>
      <ol className="grid gap-2 text-sm" data-testid="inquiry-history">
        {[...history].reverse().map((e) => (
          <li key={e.id} className="border-b border-line pb-2">
            <p className="font-semibold text-ink">{what(e)}</p>
            <p className="text-xs text-ink-soft">
              {formatDateTime(e.at, locale)} · {actorText(p, e)}
            </p>
          </li>
        ))}
      </ol>
    </InquirySection>
  )
}
