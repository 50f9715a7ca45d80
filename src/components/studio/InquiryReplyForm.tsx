'use client'

import { useQuery } from '@tanstack/react-query'
import { Send } from 'lucide-react'
import { useState } from 'react'

import { describedBy, Field, inputClass } from '@/components/ui/Field'
import { fill } from '@/i18n/fill'
import type { Locale } from '@/i18n/routing'
import type { InquiryDetail, ReplyTemplateView } from '@/lib/inquiries/shape'
import { inquiryReplySchema } from '@/lib/inquiries/schemas'
import { REPLY_PLACEHOLDERS } from '@/lib/inquiries/stages'

import { adminJson } from './api'
import { PartForm } from './InquiryPart'
import { darkButton } from './kit/buttons'
import { inquiryPath, issueTexts, useInquiryChange, usePart } from './useInquiryChange'

const TEMPLATES_PATH = '/api/admin/reply-templates'

/** A reply to the client, in the client's language, from a template or typed; it leaves through the outbox. */
export function InquiryReplyForm({ detail }: { detail: InquiryDetail }) {
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
      adminJson<{ message: { to: string } }>('POST', `${inquiryPath(detail.inquiry.id)}/reply`, reply),
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
        <button type="submit" className={darkButton} disabled={send.isPending}>
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
