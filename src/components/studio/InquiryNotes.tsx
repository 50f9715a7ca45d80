'use client'

import { useState } from 'react'

import { describedBy, Field, inputClass } from '@/components/ui/Field'
import { inquiryChangeSchema } from '@/lib/inquiries/schemas'
import type { InquiryDetail } from '@/lib/inquiries/shape'

import { validationText } from './admin-messages'
import { adminJson } from './api'
import { formatDateTime } from './format'
import { actorText, InquirySection } from './InquiryPart'
import { smallButton } from './kit/buttons'
import { inquiryPath, useInquiryChange, usePart } from './useInquiryChange'

/** The studio's private notes on the inquiry (the client never sees them), and a new one. */
export function InquiryNotes({ detail }: { detail: InquiryDetail }) {
  const { t, p, locale, id } = usePart()
  const [note, setNote] = useState('')
  const [error, setError] = useState<string>()
  const notes = detail.history.filter((e) => e.kind === 'note' || (e.kind === 'stage' && e.text))
  const add = useInquiryChange(detail, {
    send: (text: string) => adminJson<unknown>('PATCH', inquiryPath(detail.inquiry.id), { note: text }),
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
    <InquirySection title={p.notes} id={id}>
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
    </InquirySection>
  )
}
