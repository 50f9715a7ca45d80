'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'

import { inputClass } from '@/components/ui/Field'
import { toast } from '@/components/ui/toast'
import { fill } from '@/i18n/fill'
import { languageTag } from '@/i18n/language-tag'
import { formatCents } from '@/i18n/money'
import type { InquiryStage } from '@/lib/inquiries/stages'

import { useAdminLocale, useAdminMessages } from './AdminI18n'
import { adminJson, serverMessage } from './api'
import { formatDateTime } from './format'
import { InquiryDetailView, STAGE_TONES } from './InquiryDetail'
import { CardTop, cardClass, contactDetails } from './RecordList'
import { CreateProposalButton } from './proposals/CreateProposalButton'
import { Badge, type BadgeTone, ChipGroup, ExpandButton, smallButton } from './ui'

export const CONSULTATIONS_PATH = '/api/admin/consultations'
const FEED_PATH = '/api/admin/consultations-feed'

type When = 'upcoming' | 'past'
type Status = 'confirmed' | 'pending' | 'cancelled' | 'declined' | 'pending_payment' | 'payment_expired'
type Action = 'approve' | 'decline' | 'cancel'

/** One row of GET /api/admin/consultations (src/lib/consultations/admin.ts). */
interface AdminConsultation {
  id: number
  type: string
  name: string
  email: string
  phone: string | null
  serviceType: string | null
  notes: string | null
  timeZone: string | null
  status: Status
  ownerNote: string | null
  locale: string
  start: string
  end: string
  inquiryId: number | null
  inquiryStage: string | null
  /** Its latest online payment, for a type paid online. */
  payment: { status: string; purpose: string; total: number; amountRefunded: number } | null
}

const STATUS_TONES: Record<Status, BadgeTone> = {
  confirmed: 'success',
  pending: 'warning',
  cancelled: 'neutral',
  declined: 'neutral',
  pending_payment: 'warning',
  payment_expired: 'neutral',
}

/** Consultations tab: upcoming or past, approve/decline/cancel, a private note, the feed. */
export function ConsultationsPanel() {
  const t = useAdminMessages()
  const c = t.consultations
  const id = useId()
  const [when, setWhen] = useState<When>('upcoming')
  const list = useQuery({
    queryKey: [CONSULTATIONS_PATH, when],
    queryFn: () => adminJson<{ consultations: AdminConsultation[] }>('GET', `${CONSULTATIONS_PATH}?when=${when}`),
  })
  const rows = list.data?.consultations ?? []

  return (
    <div className="grid gap-8">
      <section aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="text-2xl">
          {t.dashboard.tabs.consultations}
        </h2>
        <ChipGroup
          label={c.whenLabel}
          values={['upcoming', 'past'] as const}
          value={when}
          onChange={setWhen}
          labelOf={(value) => c[value]}
          className="mt-4 flex flex-wrap gap-2"
        />
        <div className="mt-5 grid gap-4" aria-busy={list.isFetching}>
          {list.isError && <p className="text-danger">{serverMessage(list.error) ?? c.failed}</p>}
          {list.isSuccess && rows.length === 0 && <p className="text-ink-soft">{c.empty[when]}</p>}
          {rows.map((row) => (
            <ConsultationCard key={row.id} row={row} upcoming={when === 'upcoming'} />
          ))}
        </div>
      </section>
      <FeedSection />
    </div>
  )
}

/** The time in the client's own zone, when it is not Montreal's. */
function clientTime(iso: string, zone: string | null, locale: 'en' | 'fr'): string | null {
  if (!zone || zone === 'America/Toronto' || zone === 'America/Montreal') return null
  try {
    return new Intl.DateTimeFormat(languageTag(locale), { timeStyle: 'short', timeZone: zone }).format(new Date(iso))
  } catch {
    return null // a zone this browser does not know
  }
}

// `upcoming` is the list it came in: the server splits on the end time, the render stays pure.
function ConsultationCard({ row, upcoming }: { row: AdminConsultation; upcoming: boolean }) {
  const t = useAdminMessages()
  const c = t.consultations
  const f = t.fields
  const locale = useAdminLocale()
  const queryClient = useQueryClient()
  const [note, setNote] = useState(row.ownerNote ?? '')
  const [showInquiry, setShowInquiry] = useState(false)
  const titleId = `consultation-${row.id}`
  const noteId = `consultation-${row.id}-note`
  const held = row.status === 'confirmed' || row.status === 'pending' || row.status === 'pending_payment'
  const p = t.payments
  const local = clientTime(row.start, row.timeZone, locale)

  const change = useMutation({
    mutationFn: (body: { action: Action } | { ownerNote: string }) =>
      adminJson<{ id: number; status?: Status }>('PATCH', `${CONSULTATIONS_PATH}/${row.id}`, body),
    onSuccess: (_answer, body) => {
      toast({ title: 'action' in body ? c.done[body.action] : c.noteSaved })
      void queryClient.invalidateQueries({ queryKey: [CONSULTATIONS_PATH] })
    },
    onError: (error) => toast({ title: c.failed, description: serverMessage(error), variant: 'destructive' }),
  })

  const act = (action: Action) => {
    if (action === 'cancel' && !window.confirm(fill(c.confirmCancel, { name: row.name }))) return
    if (action === 'decline' && !window.confirm(fill(c.confirmDecline, { name: row.name }))) return
    change.mutate({ action })
  }

  const stage = row.inquiryStage as InquiryStage | null
  return (
    <article className={cardClass} aria-labelledby={titleId} data-testid={`consultation-${row.id}`}>
      <CardTop
        heading={
          <div className="min-w-0">
            <h3 id={titleId} className="text-xl">
              {row.name}
            </h3>
            <p className="text-sm text-ink-soft">
              {formatDateTime(row.start, locale)}
              {local && ` · ${fill(c.clientTime, { zone: row.timeZone ?? '' })}: ${local}`}
            </p>
          </div>
        }
        badges={
          <>
            <Badge tone={STATUS_TONES[row.status] ?? 'neutral'}>{c.statuses[row.status] ?? row.status}</Badge>
            {row.serviceType && (
              <Badge tone="info">
                {t.pipeline.services[row.serviceType as keyof typeof t.pipeline.services] ?? row.serviceType}
              </Badge>
            )}
          </>
        }
        details={[
          [c.type, row.type],
          ...contactDetails(f, row.email, row.phone),
          [f.language, t.pipeline.languageNames[row.locale as 'en' | 'fr'] ?? row.locale],
          [
            c.payment,
            row.payment ? (
              <span key="p" data-testid="consultation-payment">
                <Badge tone={row.payment.status === 'paid' ? 'success' : 'neutral'}>
                  {p.statuses[row.payment.status as keyof typeof p.statuses] ?? row.payment.status}
                </Badge>{' '}
                {fill(c.paymentAmount, {
                  purpose: p.purposes[row.payment.purpose as keyof typeof p.purposes] ?? row.payment.purpose,
                  amount: formatCents(row.payment.total, locale),
                })}
                {row.payment.amountRefunded > 0 &&
                  ` · ${fill(c.paymentRefunded, { amount: formatCents(row.payment.amountRefunded, locale) })}`}
              </span>
            ) : null,
          ],
          [
            c.inquiry,
            stage ? (
              <Badge key="i" tone={STAGE_TONES[stage] ?? 'neutral'}>
                {t.pipeline.stages[stage] ?? stage}
              </Badge>
            ) : null,
          ],
        ]}
      />
      {row.notes && (
        <div className="mt-4">
          <p className="text-sm font-semibold text-ink">{c.notes}</p>
          <p className="mt-1 whitespace-pre-wrap break-words rounded-xl bg-cream p-4 text-ink">{row.notes}</p>
        </div>
      )}
      <form
        className="mt-4 grid gap-2"
        onSubmit={(e) => {
          e.preventDefault()
          change.mutate({ ownerNote: note })
        }}
      >
        <label htmlFor={noteId} className="text-sm font-semibold text-ink">
          {c.ownerNote} <span className="font-normal text-ink-soft">({c.ownerNoteHint})</span>
        </label>
        <textarea
          id={noteId}
          value={note}
          maxLength={5000}
          rows={2}
          onChange={(e) => setNote(e.target.value)}
          className={inputClass}
        />
        <div>
          <button type="submit" className={smallButton} disabled={change.isPending}>
            {c.saveNote}
          </button>
        </div>
      </form>
      <div className="mt-4 flex flex-wrap gap-2">
        {row.status === 'pending' && upcoming && (
          <>
            <button type="button" className={smallButton} disabled={change.isPending} onClick={() => act('approve')}>
              {c.approve}
            </button>
            <button type="button" className={smallButton} disabled={change.isPending} onClick={() => act('decline')}>
              {c.decline}
            </button>
          </>
        )}
        {held && upcoming && (
          <button type="button" className={smallButton} disabled={change.isPending} onClick={() => act('cancel')}>
            {c.cancel}
          </button>
        )}
        <CreateProposalButton
          start={{
            consultation: row.id,
            ...(row.inquiryId !== null ? { inquiry: row.inquiryId } : {}),
            client: { name: row.name, email: row.email, locale: row.locale === 'en' ? 'en' : 'fr' },
          }}
        />
        {row.inquiryId !== null && (
          <ExpandButton open={showInquiry} controls={`${titleId}-inquiry`} onToggle={() => setShowInquiry((v) => !v)}>
            {showInquiry ? c.hideInquiry : c.showInquiry}
          </ExpandButton>
        )}
      </div>
      {showInquiry && row.inquiryId !== null && (
        <div id={`${titleId}-inquiry`} className="mt-5 border-t border-line pt-5">
          <InquiryDetailView id={row.inquiryId} />
        </div>
      )}
    </article>
  )
}

/** The owner's private calendar feed: its address is shown once, when created (only a hash is kept). */
function FeedSection() {
  const t = useAdminMessages()
  const c = t.consultations.feed
  const id = useId()
  const [url, setUrl] = useState<string | null>(null)
  const renew = useMutation({
    mutationFn: () => adminJson<{ url: string }>('POST', FEED_PATH, {}),
    onSuccess: (answer) => {
      setUrl(answer.url)
      toast({ title: c.renewed })
    },
    onError: (error) =>
      toast({ title: t.consultations.failed, description: serverMessage(error), variant: 'destructive' }),
  })
  const revoke = useMutation({
    mutationFn: () => adminJson<{ revoked: boolean }>('DELETE', FEED_PATH),
    onSuccess: () => {
      setUrl(null)
      toast({ title: c.revoked })
    },
    onError: (error) =>
      toast({ title: t.consultations.failed, description: serverMessage(error), variant: 'destructive' }),
  })

  return (
    <section aria-labelledby={`${id}-feed`} className={cardClass}>
      <h2 id={`${id}-feed`} className="text-xl">
        {c.title}
      </h2>
      <p className="mt-2 text-sm text-ink-soft">{c.intro}</p>
      {url && (
        <div className="mt-4 grid gap-2">
          <label htmlFor={`${id}-url`} className="text-sm font-semibold text-ink">
            {c.address}
          </label>
          <input
            id={`${id}-url`}
            readOnly
            value={url}
            className={inputClass}
            onFocus={(e) => e.currentTarget.select()}
            data-testid="feed-url"
          />
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className={smallButton} disabled={renew.isPending} onClick={() => renew.mutate()}>
          {c.renew}
        </button>
        <button
          type="button"
          className={smallButton}
          disabled={revoke.isPending}
          onClick={() => {
            if (window.confirm(c.confirmRevoke)) revoke.mutate()
          }}
        >
          {c.revoke}
        </button>
      </div>
    </section>
  )
}
