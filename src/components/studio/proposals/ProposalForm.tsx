'use client'

import { useMutation, useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'

import { describedBy, Field, inputClass } from '@/components/ui/Field'
import { fill } from '@/i18n/fill'

import { useAdminMessages } from '@/components/studio/AdminI18n'
import { validationText } from '@/components/studio/admin-messages'
import { adminJson, serverFieldErrors, serverMessage } from '@/components/studio/api'
import { proposalSchema } from '@/lib/proposals/schemas'
import { ItemRows } from './ItemRows'
import { ScheduleRows } from './ScheduleRows'
import { montrealDay, proposalBody, PROPOSALS_PATH, type ProposalDraft } from './shape'

export const TEMPLATES_PATH = '/api/admin/contract-templates'

export interface Created {
  id: number
  status: 'draft'
  subtotal: number
  gst: number
  qst: number
  total: number
  installments: { due: string; amount: number }[]
}

type Props = { initial: ProposalDraft; onCreated: (created: Created) => void }

/**
 * A new proposal. The server's schema (the same one the call validates with) judges it: its errors
 * come back by field and show next to the field they name, and nothing is stored until it passes.
 */
export function ProposalForm({ initial, onCreated }: Props) {
  const all = useAdminMessages()
  const t = all.proposals.form
  const [draft, setDraft] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const templates = useQuery({
    queryKey: [TEMPLATES_PATH],
    queryFn: () => adminJson<{ docs: { id: number; title: string }[] }>('GET', TEMPLATES_PATH),
  })
  const create = useMutation({
    mutationFn: (body: ReturnType<typeof proposalBody>) => adminJson<Created>('POST', PROPOSALS_PATH, body),
    onSuccess: (created) => {
      setErrors({})
      onCreated(created)
    },
    onError: (error) => setErrors(serverFieldErrors(error)),
  })
  const patch = <K extends keyof ProposalDraft>(key: K, value: ProposalDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }))
  const text = (id: string, path: string, label: string, value: string, set: (v: string) => void, type = 'text') => (
    <Field id={id} label={label} required error={errors[path]}>
      <input
        id={id}
        type={type}
        value={value}
        onChange={(e) => set(e.target.value)}
        aria-invalid={errors[path] ? true : undefined}
        aria-describedby={describedBy(id, { error: errors[path] })}
        className={inputClass}
      />
    </Field>
  )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const body = proposalBody(draft)
    // The call's own schema first, for an answer at once; the server runs it again, with the studio's
    // real tax status (assumed here: a fixed amount over the untaxed total is then the server's to refuse).
    const checked = proposalSchema({ today: montrealDay(), taxed: true }).safeParse(body)
    if (!checked.success) {
      const found: Record<string, string> = {}
      for (const issue of checked.error.issues) {
        const path = issue.path.map(String).join('.')
        if (path && !(path in found)) found[path] = validationText(all, issue.message) ?? issue.message
      }
      setErrors(found)
      return
    }
    create.mutate(body)
  }
  const general = create.isError && Object.keys(errors).length === 0 ? serverMessage(create.error) : undefined
  const other = Object.entries(errors).filter(([path]) => !/^(client|event|items|schedule|contractTemplate)/.test(path))

  return (
    <form onSubmit={submit} noValidate className="grid gap-6" aria-labelledby="proposal-form-title">
      <h3 id="proposal-form-title" className="text-xl font-semibold">
        {t.title}
        {draft.inquiry ? ` · ${fill(t.fromInquiry, { id: draft.inquiry })}` : ''}
        {draft.consultation ? ` · ${fill(t.fromConsultation, { id: draft.consultation })}` : ''}
      </h3>
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-2 text-lg font-semibold">{t.client}</legend>
        {text('proposal-client-name', 'client.name', t.clientName, draft.client.name, (name) =>
          patch('client', { ...draft.client, name }),
        )}
        {text(
          'proposal-client-email',
          'client.email',
          t.clientEmail,
          draft.client.email,
          (email) => patch('client', { ...draft.client, email }),
          'email',
        )}
        <Field id="proposal-client-locale" label={t.clientLocale}>
          <select
            id="proposal-client-locale"
            value={draft.client.locale}
            onChange={(e) => patch('client', { ...draft.client, locale: e.target.value === 'en' ? 'en' : 'fr' })}
            className={inputClass}
          >
            <option value="fr">{all.common.languages.fr}</option>
            <option value="en">{all.common.languages.en}</option>
          </select>
        </Field>
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <legend className="mb-2 text-lg font-semibold">{t.event}</legend>
        {text(
          'proposal-event-date',
          'event.date',
          t.eventDate,
          draft.event.date,
          (date) => patch('event', { ...draft.event, date }),
          'date',
        )}
        {text('proposal-event-location', 'event.location', t.eventLocation, draft.event.location, (location) =>
          patch('event', { ...draft.event, location }),
        )}
      </fieldset>
      <ItemRows items={draft.items} onChange={(items) => patch('items', items)} errors={errors} />
      <Field id="proposal-template" label={t.template} required error={errors.contractTemplate}>
        {templates.data ? (
          <select
            id="proposal-template"
            value={draft.contractTemplate}
            onChange={(e) => patch('contractTemplate', e.target.value)}
            aria-invalid={errors.contractTemplate ? true : undefined}
            className={inputClass}
          >
            <option value="">{t.chooseTemplate}</option>
            {templates.data.docs.map((template) => (
              <option key={template.id} value={String(template.id)}>
                {template.title}
              </option>
            ))}
          </select>
        ) : (
          <input
            id="proposal-template"
            inputMode="numeric"
            value={draft.contractTemplate}
            onChange={(e) => patch('contractTemplate', e.target.value)}
            className={inputClass}
          />
        )}
      </Field>
      <ScheduleRows rows={draft.schedule} onChange={(rows) => patch('schedule', rows)} errors={errors} />
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr] sm:items-start">
        <Field id="proposal-expires" label={t.expiresAt} hint={t.expiresHint} error={errors.expiresAt}>
          <input
            id="proposal-expires"
            type="date"
            value={draft.expiresAt}
            onChange={(e) => patch('expiresAt', e.target.value)}
            aria-describedby={describedBy('proposal-expires', { hint: true, error: errors.expiresAt })}
            className={inputClass}
          />
        </Field>
        <label className="flex items-start gap-3 sm:mt-8">
          <input
            type="checkbox"
            checked={draft.autopay}
            onChange={(e) => patch('autopay', e.target.checked)}
            className="mt-1 size-5 shrink-0"
          />
          <span>{t.autopay}</span>
        </label>
      </div>
      <div aria-live="polite">
        {(general || other.length > 0) && (
          <div role="alert" className="rounded-2xl border border-danger p-4 text-danger">
            {general && <p>{general}</p>}
            {other.length > 0 && <p className="font-semibold">{t.fieldProblems}</p>}
            <ul className="list-disc pl-5">
              {other.map(([path, message]) => (
                <li key={path}>
                  <code>{path}</code>: {message}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <div>
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          {create.isPending ? t.creating : t.create}
        </button>
      </div>
    </form>
  )
}
