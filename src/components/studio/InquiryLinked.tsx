'use client'

import { fill } from '@/i18n/fill'
import type { InquiryDetail } from '@/lib/inquiries/shape'

import { formatDateTime } from './format'
import { InquirySection } from './InquiryPart'
import { usePart } from './useInquiryChange'

/** The class bookings and consultations of the same client. */
export function InquiryLinked({ detail }: { detail: InquiryDetail }) {
  const { t, p, locale, id } = usePart()
  return (
    <InquirySection title={p.linked} id={id}>
      {detail.linked.length === 0 ? (
        <p className="text-sm text-ink-soft">{p.noLinked}</p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {detail.linked.map((item) => (
            <li key={`${item.kind}-${item.id}`}>
              {item.kind === 'class-booking'
                ? fill(p.linkedBooking, {
                    className: item.title,
                    status: t.bookings.statuses[item.status as keyof typeof t.bookings.statuses] ?? item.status,
                  })
                : fill(p.linkedConsultation, { date: formatDateTime(item.at, locale) })}{' '}
              <span className="text-xs text-ink-soft">· {formatDateTime(item.at, locale)}</span>
            </li>
          ))}
        </ul>
      )}
    </InquirySection>
  )
}
