'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Send } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'

import { describedBy, Field, inputClass } from '@/components/ui/Field'
import { toast } from '@/components/ui/toast'
import { fill } from '@/i18n/fill'
import type { Locale } from '@/i18n/routing'
import {
  INQUIRY_STAGES,
  LOST_REASONS,
  REPLY_PLACEHOLDERS,
  type InquiryStage,
  type LostReason,
} from '@/lib/inquiries/stages'
import type { InquiryDetail, InquiryHistoryEntry, ReplyTemplateView } from '@/lib/inquiries/shape'
import { inquiryChangeSchema, inquiryReplySchema } from '@/lib/inquiries/schemas'

import { validationText, type AdminMessages } from './admin-messages'
import { PaymentRequestForm } from './PaymentRequestForm'
import { CreateProposalButton } from './proposals/CreateProposalButton'
import { useAdminLocale, useAdminMessages } from './AdminI18n'
import { adminJson, serverFieldErrors, serverMessage } from './api'
import { formatDateTime } from './format'
import { ListStates } from './RecordList'
import { Badge, Options, smallButton, type BadgeTone } from './ui'

export const STAGE_TONES: Record<InquiryStage, BadgeTone> = {
  new: 'warning',
  replied: 'info',
  'consultation-booked': 'info',
  'proposal-sent': 'info',
  booked: 'success',
  lost: 'danger',
  archived: 'neutral',
}
const DELIVERY_TONES = { pending: 'warning', sent: 'success', failed: 'danger' } as const
const TEMPLATES_PATH = '/api/admin/reply-templates'

const detailPath = (id: number) => `/api/admin/contacts/${id}`
const sectionTitle = 'text-sm font-semibold uppercase tracking-[0.08em] text-ink-soft'
const buttonDark =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-ink px-5 text-sm font-semibold text-white ' +
  'transition-colors hover:bg-ink/85 disabled:cursor-wait disabled:opacity-60'

/** Everything the studio does with one inquiry: the thread, a reply, its stage, private notes, history. */
export function InquiryDetailView({ id }: { id: number }) {
  const t = useAdminMessages()
  const detail = useQuery({
    queryKey: [detailPath(id)],
    queryFn: () => adminJson<InquiryDetail>('GET', detailPath(id)),
  })
  return (
    <ListStates
      pending={detail.isPending}
      failed={detail.isError}
      detail={serverMessage(detail.error) ?? t.pipeline.loadFailed}
      onRetry={() => detail.refetch()}
      empty={false}
      emptyText=""
    >
      {detail.data && (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="grid content-start gap-6">
            <Thread detail={detail.data} />
            <ReplyForm detail={detail.data} />
          </div>
          <div className="grid content-start gap-6">
            <div>
              <CreateProposalButton start={proposalStartOf(detail.data.inquiry)} />
            </div>
            <PaymentRequestForm
              path={`${detailPath(detail.data.inquiry.id)}/payment-requests`}
              name={detail.data.inquiry.name}
            />
            <StageForm detail={detail.data} />
            <NoteForm detail={detail.data} />
            <History history={detail.data.history} />
            <Linked detail={detail.data} />
          </div>
        </div>
      )}
    </ListStates>
  )
}

/** What a proposal starts from: the inquiry's client, and its event's day and place when it gave them. */
function proposalStartOf(inquiry: InquiryDetail['inquiry']) {
  const { id, name, email, locale, eventDate, venue } = inquiry as InquiryDetail['inquiry'] & {
    eventDate?: string | null
    venue?: string | null
    locale?: string | null
  }
  return {
    inquiry: id,
    client: { name, email, locale: locale === 'en' ? ('en' as const) : ('fr' as const) },
    event: { date: eventDate?.slice(0, 10) ?? '', location: venue ?? '' },
  }
}

/** After a change: the inquiry, the list and the stage counts are read again. */
function useRefresh(id: number) {
  const queryClient = useQueryClient()
  return () => {
    void queryClient.invalidateQueries({ queryKey: [detailPath(id)] })
    void queryClient.invalidateQueries({ queryKey: ['/api/admin/contacts'] })
    void queryClient.invalidateQueries({ queryKey: ['/api/admin/contact-stages'] })
  }
}

/**
 * What every part of the inquiry's view starts from: the dashboard's texts (`t`, and `p` for the
 * pipeline's), its language, and an id for the part's heading and controls.
 */
function usePart() {
  const t = useAdminMessages()
  return { t, p: t.pipeline, locale: useAdminLocale(), id: useId() }
}

/**
 * A change to the inquiry (a reply, a stage, a note): on success the toast `saved` describes, then
 * `onSaved` (clear the form) and the inquiry, the list and the counts read again; on failure the
 * server's field errors go to `onFieldErrors` and its message to a toast titled `failed`.
 */
function useInquiryChange<V, A>(
  detail: InquiryDetail,
  options: {
    send: (value: V) => Promise<A>
    saved: (answer: A) => { title: string; description?: string }
    onSaved: () => void
    failed: string
    onFieldErrors?: (errors: Record<string, string>) => void
  },
) {
  const refresh = useRefresh(detail.inquiry.id)
  return useMutation({
    mutationFn: options.send,
    onSuccess: (answer) => {
      toast(options.saved(answer))
      options.onSaved()
      refresh()
    },
    onError: (error) => {
      options.onFieldErrors?.(serverFieldErrors(error))
      toast({ title: options.failed, description: serverMessage(error), variant: 'destructive' })
    },
  })
}

/** The shared schema's complaints, one text per field in the dashboard's language. */
function issueTexts(t: AdminMessages, issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  return Object.fromEntries(issues.map((issue) => [String(issue.path[0]), validationText(t, issue.message) ?? '']))
}

/** A part that is one form: its heading, its fields, then its submit button. */
function PartForm({
  title,
  id,
  onSubmit,
  submit,
  children,
}: {
  title: string
  id: string
  onSubmit: (event: React.FormEvent) => void
  submit: ReactNode
  children: ReactNode
}) {
  return (
    <Section title={title} id={id}>
      <form onSubmit={onSubmit} noValidate className="grid gap-3 rounded-2xl border border-line bg-white p-4">
        {children}
        <div>{submit}</div>
      </form>
    </Section>
  )
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h4 id={id} className={sectionTitle}>
        {title}
      </h4>
      {children}
    </section>
  )
}

function actorText(p: AdminMessages['pipeline'], entry: Pick<InquiryHistoryEntry, 'actor' | 'actorName'>) {
  return fill(p.by, { actor: fill(p.actors[entry.actor], { name: entry.actorName ?? '' }).trim() })
}

function Thread({ detail }: { detail: InquiryDetail }) {
  const { p, locale, id } = usePart()
  const c = detail.inquiry
  const replies = detail.history.filter((e) => e.kind === 'reply')
  return (
    <Section title={p.thread} id={id}>
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
    </Section>
  )
}

function ReplyForm({ detail }: { detail: InquiryDetail }) {
  const { t, p, id } = usePart()
  const language = (detail.inquiry.locale ?? 'en') as Locale
  const [subject, setSubject] = useState('')
  const [body, setBody] = useState('')
  const [template, setTemplate] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const templates = useQuery({
    queryKey: [TEMPLATES_PATH],
    queryFn: () => adminJson<ReplyTemplateView[]>('GET', TEMPLATES_PATH),
  })

  const send = useInquiryChange(detail, {
    send: (reply: { subject: string; body: string }) =>
      adminJson<{ message: { to: string } }>('POST', `${detailPath(detail.inquiry.id)}/reply`, reply),
    saved: (answer) => ({
      title: p.replyQueued,
      description: fill(p.replyQueuedDescription, { to: answer.message.to }),
    }),
    onSaved: () => {
      setSubject('')
      setBody('')
      setTemplate('')
    },
    failed: p.replyFailed,
    onFieldErrors: setErrors,
  })

  const pick = (value: string) => {
    setTemplate(value)
    const chosen = templates.data?.find((tpl) => String(tpl.id) === value)
    if (!chosen) return
    setSubject(chosen.subject[language])
    setBody(chosen.body[language])
  }

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault()
    const parsed = inquiryReplySchema.safeParse({ subject, body })
    if (!parsed.success) return setErrors(issueTexts(t, parsed.error.issues))
    setErrors({})
    send.mutate(parsed.data)
  }

  return (
    <PartForm
      title={fill(p.replyTitle, { name: detail.inquiry.name })}
      id={id}
      onSubmit={onSubmit}
      submit={
        <button type="submit" className={buttonDark} disabled={send.isPending}>
          <Send aria-hidden="true" className="size-4" />
          {send.isPending ? p.sending : p.send}
        </button>
      }
    >
      <p className="text-sm text-ink-soft">{fill(p.replyLanguage, { language: p.languageNames[language] })}</p>
      <Field id={`${id}-template`} label={p.template}>
        <select id={`${id}-template`} value={template} onChange={(e) => pick(e.target.value)} className={inputClass}>
          <option value="">{p.noTemplate}</option>
          {templates.data?.map((tpl) => (
            <option key={tpl.id} value={tpl.id}>
              {tpl.name[language] || tpl.name.en}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-subject`} label={p.subject} required error={errors.subject}>
        <input
          id={`${id}-subject`}
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
          aria-invalid={Boolean(errors.subject)}
          aria-required="true"
          aria-describedby={describedBy(`${id}-subject`, { error: errors.subject })}
          className={inputClass}
        />
      </Field>
      <Field
        id={`${id}-body`}
        label={p.body}
        required
        error={errors.body}
        hint={fill(p.placeholdersHint, { list: REPLY_PLACEHOLDERS.map((name) => `{${name}}`).join(', ') })}
      >
        <textarea
          id={`${id}-body`}
          value={body}
          rows={9}
          onChange={(e) => setBody(e.target.value)}
          aria-invalid={Boolean(errors.body)}
          aria-required="true"
          aria-describedby={describedBy(`${id}-body`, { hint: true, error: errors.body })}
          className={inputClass}
        />
      </Field>
    </PartForm>
  )
}

function StageForm({ detail }: { detail: InquiryDetail }) {
  const { t, p, locale, id } = usePart()
  const current = (detail.inquiry.stage ?? 'new') as InquiryStage
  const [stage, setStage] = useState<InquiryStage>(current)
  const [lostReason, setLostReason] = useState<LostReason | ''>((detail.inquiry.lostReason as LostReason) ?? '')
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  // An answered inquiry never goes back to "new" (the server refuses it too).
  const choices = INQUIRY_STAGES.filter((s) => s !== 'new' || current === 'new')

  const save = useInquiryChange(detail, {
    send: (change: { stage: InquiryStage; lostReason?: LostReason; note?: string }) =>
      adminJson<unknown>('PATCH', detailPath(detail.inquiry.id), change),
    saved: () => ({ title: p.stageSaved }),
    onSaved: () => setNote(''),
    failed: p.saveFailed,
    onFieldErrors: setErrors,
  })

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault()
    const parsed = inquiryChangeSchema.safeParse({
      stage,
      ...(stage === 'lost' && { lostReason: lostReason || undefined, note: note || undefined }),
    })
    if (!parsed.success) return setErrors(issueTexts(t, parsed.error.issues))
    setErrors({})
    save.mutate(parsed.data as { stage: InquiryStage })
  }

  return (
    <PartForm
      title={p.stageTitle}
      id={id}
      onSubmit={onSubmit}
      submit={
        <button
          type="submit"
          className={smallButton}
          disabled={save.isPending || (stage === current && stage !== 'lost')}
        >
          {save.isPending ? p.saving : p.save}
        </button>
      }
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={STAGE_TONES[current]}>{p.stages[current]}</Badge>
        {detail.inquiry.stageChangedAt && (
          <span className="text-xs text-ink-soft">
            {fill(p.lastChange, { date: formatDateTime(detail.inquiry.stageChangedAt, locale) })}
          </span>
        )}
      </div>
      <Field id={`${id}-stage`} label={p.changeStage} error={errors.stage}>
        <select
          id={`${id}-stage`}
          value={stage}
          onChange={(e) => setStage(e.target.value as InquiryStage)}
          className={inputClass}
        >
          <Options values={choices} labelOf={(value) => p.stages[value]} />
        </select>
      </Field>
      {stage === 'lost' && (
        <>
          <Field id={`${id}-reason`} label={p.lostReason} required error={errors.lostReason}>
            <select
              id={`${id}-reason`}
              value={lostReason}
              onChange={(e) => setLostReason(e.target.value as LostReason)}
              aria-invalid={Boolean(errors.lostReason)}
              aria-describedby={describedBy(`${id}-reason`, { error: errors.lostReason })}
              className={inputClass}
            >
              <option value="" />
              <Options values={LOST_REASONS} labelOf={(value) => p.lostReasons[value]} />
            </select>
          </Field>
          <Field id={`${id}-lostnote`} label={p.lostNote} error={errors.note}>
            <textarea
              id={`${id}-lostnote`}
              rows={3}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              className={inputClass}
            />
          </Field>
        </>
      )}
    </PartForm>
  )
}

function NoteForm({ detail }: { detail: InquiryDetail }) {
  const { t, p, locale, id } = usePart()
  const [note, setNote] = useState('')
  const [error, setError] = useState<string>()
  const notes = detail.history.filter((e) => e.kind === 'note' || (e.kind === 'stage' && e.text))
  const add = useInquiryChange(detail, {
    send: (text: string) => adminJson<unknown>('PATCH', detailPath(detail.inquiry.id), { note: text }),
    saved: () => ({ title: p.noteSaved }),
    onSaved: () => setNote(''),
    failed: p.saveFailed,
  })
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault()
    const parsed = inquiryChangeSchema.safeParse({ note })
    if (!parsed.success) return setError(validationText(t, parsed.error.issues[0]?.message))
    setError(undefined)
    add.mutate(parsed.data.note!)
  }
  return (
    <Section title={p.notes} id={id}>
      <p className="text-sm text-ink-soft">{p.notesHint}</p>
      {notes.length > 0 && (
        <ul className="grid gap-2">
          {notes.map((entry) => (
            <li key={entry.id} className="rounded-xl border border-dashed border-line bg-sand/40 p-3 text-sm">
              <p className="whitespace-pre-wrap break-words text-ink">{entry.text}</p>
              <p className="mt-1 text-xs text-ink-soft">
                {formatDateTime(entry.at, locale)} · {actorText(p, entry)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={onSubmit} noValidate className="grid gap-2">
        <Field id={`${id}-note`} label={p.newNote} error={error}>
          <textarea
            id={`${id}-note`}
            rows={3}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby={describedBy(`${id}-note`, { error })}
            className={inputClass}
          />
        </Field>
        <div>
          <button type="submit" className={smallButton} disabled={add.isPending}>
            {add.isPending ? p.saving : p.addNote}
          </button>
        </div>
      </form>
    </Section>
  )
}

function History({ history }: { history: InquiryHistoryEntry[] }) {
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
    <Section title={p.history} id={id}>
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
    </Section>
  )
}

function Linked({ detail }: { detail: InquiryDetail }) {
  const { t, p, locale, id } = usePart()
  return (
    <Section title={p.linked} id={id}>
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
    </Section>
  )
}
