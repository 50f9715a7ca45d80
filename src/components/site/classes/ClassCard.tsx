'use client'

import { fill } from '@/i18n/fill'
import type { PublicSession } from '@/lib/bookings/shape'

import type { ClassCardData, ClassesLabels } from './types'

/**
 * A class on the Our Classes tab: its price, level, length and formats, its next dated sessions
 * (each one a button that books it), its topics (rendered by the server), and the button that
 * selects it. Clicking the card anywhere selects it too.
 */
export function ClassCard({
  card: c,
  labels,
  selected,
  sessions,
  onChoose,
}: {
  card: ClassCardData
  labels: ClassesLabels
  selected: boolean
  /** Its first upcoming sessions, when it has dated ones. */
  sessions: PublicSession[] | undefined
  /** The class chosen for booking, on one of its sessions or none. */
  onChoose: (sessionId?: number | null) => void
}) {
  return (
    <article
      onClick={() => onChoose()}
      className={`flex h-full cursor-pointer flex-col rounded-3xl border bg-white p-7 transition-shadow hover:shadow-lg ${
        selected ? 'border-gold-deep ring-2 ring-gold-deep' : 'border-line'
      }`}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-2xl">{c.title}</h3>
        <p className="font-serif text-2xl text-gold-deep">{c.priceLabel}</p>
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-soft">{labels.level}</dt>
        <dd className="font-semibold">{c.level}</dd>
        <dt className="text-ink-soft">{labels.duration}</dt>
        <dd className="font-semibold">{c.duration}</dd>
        {c.formats && (
          <>
            <dt className="text-ink-soft">{labels.formats}</dt>
            <dd className="font-semibold">{c.formats}</dd>
          </>
        )}
      </dl>
      {c.description && <p className="mt-4 leading-relaxed text-ink-soft">{c.description}</p>}
      {sessions && (
        <div className="mt-4">
          <h4 className="text-sm font-semibold text-ink">{labels.sessions.upcoming}</h4>
          <ul className="mt-2 grid gap-1.5 text-sm" data-testid="class-sessions">
            {sessions.map((s) => (
              <li key={s.id}>
                <button
                  type="button"
                  onClick={(e) => {
                    e.stopPropagation()
                    onChoose(s.id)
                  }}
                  className="w-full rounded-xl border border-line bg-cream/40 px-3 py-2 text-left hover:border-gold-deep focus-visible:ring-2 focus-visible:ring-gold-deep"
                >
                  <span className="block font-semibold">{s.when}</span>
                  <span className="block text-ink-soft">
                    {s.format === 'online' ? labels.sessions.online : s.place}
                    {' · '}
                    {s.seatsLeft > 0
                      ? fill(labels.sessions.seatsLeft, { count: s.seatsLeft, capacity: s.capacity })
                      : labels.sessions.full}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {c.topics}
      <button
        type="button"
        aria-pressed={selected}
        onClick={(e) => {
          e.stopPropagation()
          onChoose()
        }}
        className={`btn mt-6 ${selected ? 'btn-primary' : 'btn-outline'}`}
      >
        {selected ? labels.selected : labels.select.replace('{title}', c.title)}
      </button>
    </article>
  )
}
