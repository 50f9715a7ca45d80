'use client'

import { useState } from 'react'

import { describedBy, Field, inputClass } from '@/components/ui/Field'
import { fill } from '@/i18n/fill'
import { inquiryChangeSchema } from '@/lib/inquiries/schemas'
import type { InquiryDetail } from '@/lib/inquiries/shape'
import { INQUIRY_STAGES, LOST_REASONS, type InquiryStage, type LostReason } from '@/lib/inquiries/stages'

import { adminJson } from './api'
import { formatDateTime } from './format'
import { PartForm } from './InquiryPart'
import { STAGE_TONES } from './inquiry-stages'
import { Badge } from './kit/Badge'
import { Options, smallButton } from './kit/buttons'
import { inquiryPath, issueTexts, useInquiryChange, usePart } from './useInquiryChange'

/** The inquiry's stage in the pipeline, and why it was lost when it was. */
export function InquiryStageForm({ detail }: { detail: InquiryDetail }) {
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
      adminJson<unknown>('PATCH', inquiryPath(detail.inquiry.id), change),
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
