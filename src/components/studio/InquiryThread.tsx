'use client'

import { fill } from '@/i18n/fill'
import type { InquiryDetail } from '@/lib/inquiries/shape'

import { formatDateTime } from './format'
import { InquirySection } from './InquiryPart'
import { Badge } from './kit/Badge'
import { usePart } from './useInquiryChange'

const DELIVERY_TONES = { pending: 'warning', sent: 'success', failed: 'danger' } as const

/** The client's message, then each reply sent, with whether the e-mail left. */
export function InquiryThread({ detail }: { detail: InquiryDetail }) {
  const { p, locale, id } = usePart()
  const c = detail.inquiry
  const replies = detail.history.filter((e) => e.kind === 'reply')
  return (
    <InquirySection title={p.thread} id={id}>
      <ol className="grid gap-3" data-testid="inquiry-thread">
        <li className="rounded-2xl bg-cream p-4">
          <p className="text-xs font-semibold text-ink-soft">
            {fill(p.clientMessage, { name: c.name })} · {formatDateTime(c.createdAt, locale)}
          </p>
          <p className="mt-2 whitespace-pre-wrap break-words text-ink">{c.message}</p>
        </li>
        {replies.map((reply) => (
          <li key={reply.id} className="rounded-2xl border border-line bg-white p-4 sm:ml-8">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-xs font-semibold text-ink-soft">
                {fill(p.youReplied, { date: formatDateTime(reply.at, locale) })}
              </p>
              {reply.delivery && (
                <Badge tone={DELIVERY_TONES[reply.delivery.status]}>{p.delivery[reply.delivery.status]}</Badge>
              )}
            </div>
            <p className="mt-2 font-semibold text-ink">{reply.subject}</p>
            <p className="mt-1 whitespace-pre-wrap break-words text-ink">{reply.text}</p>
          </li>
        ))}
      </ol>
    </InquirySection>
  )
}
