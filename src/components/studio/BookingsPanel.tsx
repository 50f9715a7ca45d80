'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { sessionStart, type AdminBooking, type AdminSession, type BookingStatus } from '@/lib/bookings/shape'
import { useId } from 'react'

import { toast } from '@/components/ui/toast'
import { fill } from '@/i18n/fill'

import { useAdminLocale, useAdminMessages } from './AdminI18n'
import { adminJson, serverMessage } from './api'
import { formatDateTime, formatDay, formatMoney } from './format'
import { Badge, type BadgeTone } from './kit/Badge'
import { cardClass, Details } from './kit/cards'
import { contactDetails, RecordTitle } from './record-card'
import { RecordList } from './RecordList'
import { PaymentRequestForm } from './PaymentRequestForm'

export const BOOKINGS_PATH = '/api/class-bookings'
export const SESSIONS_PATH = '/api/admin/class-sessions'
/** What the administrator can set; `waitlisted`, `lapsed` and the two payment states are the site's own. */
const STATUSES: BookingStatus[] = ['pending', 'confirmed', 'cancelled', 'completed']
const TONES: Record<BookingStatus, BadgeTone> = {
  pending: 'warning',
  confirmed: 'success',
  cancelled: 'danger',
  completed: 'info',
  waitlisted: 'neutral',
  lapsed: 'neutral',
  pending_payment: 'warning',
  payment_expired: 'neutral',
}

/** Class Bookings tab: each booking's status shows as a badge and can be changed in place. */
export function BookingsPanel() {
  const t = useAdminMessages()
  const locale = useAdminLocale()
  const f = t.fields
  return (
    <>
      <SessionsSummary />
      <RecordList<AdminBooking>
        path={BOOKINGS_PATH}
        tab="bookings"
        csvName="class-bookings"
        renderItem={(b) => (
          <article className={cardClass} aria-labelledby={`booking-${b.id}`}>
            <header className="flex flex-wrap items-start justify-between gap-3">
              <RecordTitle id={`booking-${b.id}`} name={b.name} createdAt={b.createdAt} />
              <StatusControl booking={b} />
            </header>
            <div className="mt-4">
              <Details
                items={[
                  [f.classType, b.classType],
                  [f.session, sessionStart(b.session) ? formatDateTime(sessionStart(b.session), locale) : null],
                  [f.format, b.format],
                  [f.totalCost, formatMoney(b.totalCost, locale)],
                  ...contactDetails(f, b.email, b.phone),
                  [f.preferredDate, formatDay(b.preferredDate, locale)],
                  [f.preferredTime, b.preferredTime],
                  [f.experience, b.experience],
                  [f.equipment, b.equipment],
                  [f.goals, b.goals],
                  [f.notes, b.notes],
                ]}
              />
            </div>
            <div className="mt-4">
              <PaymentRequestForm path={`/api/admin/class-bookings/${b.id}/payment-requests`} name={b.name} />
            </div>
          </article>
        )}
      />
    </>
  )
}

/** Seats taken over capacity and the waitlist of each upcoming (and recent) session. */
function SessionsSummary() {
  const t = useAdminMessages()
  const locale = useAdminLocale()
  const sessions = useQuery({
    queryKey: [SESSIONS_PATH],
    queryFn: () => adminJson<AdminSession[]>('GET', SESSIONS_PATH),
  })
  if (!sessions.data || sessions.data.length === 0) return null
  return (
    <section aria-labelledby="sessions-summary" className={`${cardClass} mb-6`}>
      <h3 id="sessions-summary" className="text-lg font-semibold">
        {t.bookings.sessionsTitle}
      </h3>
      <ul className="mt-3 grid gap-2 text-sm" data-testid="sessions-summary">
        {sessions.data.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 border-b border-line pb-2">
            <span>
              <strong>{s.classId}</strong> · {formatDateTime(s.startsAt, locale)} · {s.format}
            </span>
            <span className="flex gap-2">
              <Badge tone={s.taken >= s.capacity ? 'danger' : 'success'}>
                {fill(t.bookings.seats, { taken: s.taken, capacity: s.capacity })}
              </Badge>
              {s.waiting > 0 && <Badge tone="neutral">{fill(t.bookings.waitlist, { count: s.waiting })}</Badge>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}

function StatusControl({ booking }: { booking: AdminBooking }) {
  const t = useAdminMessages()
  const id = useId()
  const queryClient = useQueryClient()
  const status = (booking.status ?? 'pending') as BookingStatus
  const change = useMutation({
    mutationFn: (next: BookingStatus) =>
      adminJson<AdminBooking & { emailed?: boolean }>('PATCH', `/api/admin/class-bookings/${booking.id}`, {
        status: next,
      }),
    onSuccess: (updated) => {
      toast({
        title: t.bookings.statusUpdated,
        description: fill(updated.emailed ? t.bookings.statusEmailed : t.bookings.statusUpdatedDescription, {
          name: updated.name,
          status: t.bookings.statuses[updated.status as BookingStatus],
        }),
      })
      void queryClient.invalidateQueries({ queryKey: [BOOKINGS_PATH] })
      void queryClient.invalidateQueries({ queryKey: [SESSIONS_PATH] })
    },
    onError: (error) =>
      toast({ title: t.bookings.statusFailed, description: serverMessage(error), variant: 'destructive' }),
  })
  const shown = change.isPending && change.variables ? change.variables : status

  return (
    <div className="flex items-center gap-2">
      <Badge tone={TONES[shown]}>{t.bookings.statuses[shown]}</Badge>
      <label htmlFor={id} className="sr-only">
        {fill(t.bookings.changeStatus, { name: booking.name })}
      </label>
      <select
        id={id}
        value={shown}
        disabled={change.isPending}
        onChange={(e) => change.mutate(e.target.value as BookingStatus)}
        className="min-h-10 rounded-full border border-line bg-white px-3 text-sm font-semibold text-ink focus:border-gold-deep focus:outline-none focus:ring-2 focus:ring-gold-deep/30 disabled:opacity-60"
      >
        {(STATUSES.includes(status) ? STATUSES : [status, ...STATUSES]).map((value) => (
          <option key={value} value={value} disabled={!STATUSES.includes(value)}>
            {t.bookings.statuses[value]}
          </option>
        ))}
      </select>
    </div>
  )
}
