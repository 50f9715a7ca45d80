'use client'

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'

import { inputClass } from '@/components/ui/Field'
import { toast } from '@/components/ui/toast'
import { fill } from '@/i18n/fill'
import { formatCents } from '@/i18n/money'
import type { InquiryStage } from '@/lib/inquiries/stages'

import { useAdminLocale, useAdminMessages } from './AdminI18n'
import { adminJson, serverMessage } from './api'
import {
  type Action,
  type AdminConsultation,
  clientTime,
  CONSULTATIONS_PATH,
  type Status,
  STATUS_TONES,
} from './consultation-row'
import { formatDateTime } from './format'
import { InquiryDetailView } from './InquiryDetail'
import { STAGE_TONES } from './inquiry-stages'
import { Badge } from './kit/Badge'
import { ExpandButton, smallButton } from './kit/buttons'
import { CreateProposalButton } from './proposals/CreateProposalButton'
import { CardTop, cardClass } from './kit/cards'
import { contactDetails } from './record-card'

// `upcoming` is the list it came in: the server splits on the end time, the render stays pure.
export function ConsultationCard({ row, upcoming }: { row: AdminConsultation; upcoming: boolean }) {
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
