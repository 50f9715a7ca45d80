'use client'

import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useId, useState } from 'react'

import { fill } from '@/i18n/fill'
import { INQUIRY_STAGES, REMINDER_AFTER_HOURS, type InquiryStage } from '@/lib/inquiries/stages'
import type { AdminContact } from '@/lib/inquiries/shape'
import { SERVICE_TYPES, WEDDING_FIELDS } from '@/lib/schemas/contact'

import { useAdminLocale, useAdminMessages } from './AdminI18n'
import { adminJson } from './api'
import { formatDay } from './format'
import { InquiryDetailView } from './InquiryDetail'
import { STAGE_TONES } from './inquiry-stages'
import { Badge } from './kit/Badge'
import { ChipGroup, ExpandButton, Options } from './kit/buttons'
import { CardTop, cardClass, Details } from './kit/cards'
import { contactDetails, RecordTitle } from './record-card'
import { RecordList } from './RecordList'

export const CONTACTS_PATH = '/api/admin/contacts'
export const STAGES_PATH = '/api/admin/contact-stages'
/** The site promises a reply within this many hours. */
const PROMISE_HOURS = 24

const selectClass =
  'min-h-10 rounded-full border border-line bg-white px-3 text-sm font-semibold text-ink focus:border-gold-deep focus:outline-none focus:ring-2 focus:ring-gold-deep/30'

/** A filter's visible label around its control. */
function FilterLabel({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <label className="grid gap-1 text-sm font-semibold text-ink" htmlFor={id}>
      {label}
      {children}
    </label>
  )
}

/** Contact Submissions tab (the dashboard's default): the inquiry pipeline, by stage. */
export function ContactsPanel() {
  const t = useAdminMessages()
  const p = t.pipeline
  const id = useId()
  const [stage, setStage] = useState<InquiryStage | ''>('')
  const [service, setService] = useState('')
  const [eventFrom, setEventFrom] = useState('')
  const [eventTo, setEventTo] = useState('')
  const counts = useQuery({
    queryKey: [STAGES_PATH],
    queryFn: () => adminJson<Record<InquiryStage, number>>('GET', STAGES_PATH),
  })

  const filters = (
    <div className="mt-4 grid gap-3">
      <ChipGroup
        label={p.stageFilter}
        values={['', ...INQUIRY_STAGES] as const}
        value={stage}
        onChange={setStage}
        labelOf={(value) => {
          const label = value ? p.stages[value] : p.allStages
          const count = value ? counts.data?.[value] : undefined
          return count === undefined ? label : fill(p.stageCount, { stage: label, count })
        }}
        className="flex flex-wrap gap-2"
        testId="stage-filter"
      />
      <div className="flex flex-wrap items-end gap-3">
        <FilterLabel id={`${id}-service`} label={p.serviceFilter}>
          <select
            id={`${id}-service`}
            value={service}
            onChange={(e) => setService(e.target.value)}
            className={selectClass}
          >
            <option value="">{p.allServices}</option>
            <Options values={SERVICE_TYPES} labelOf={(value) => p.services[value]} />
          </select>
        </FilterLabel>
        {(
          [
            ['from', p.eventFrom, eventFrom, setEventFrom],
            ['to', p.eventTo, eventTo, setEventTo],
          ] as const
        ).map(([end, label, value, set]) => (
          <FilterLabel key={end} id={`${id}-${end}`} label={label}>
            <input
              id={`${id}-${end}`}
              type="date"
              value={value}
              onChange={(e) => set(e.target.value)}
              className={selectClass}
            />
          </FilterLabel>
        ))}
      </div>
    </div>
  )

  return (
    <RecordList<AdminContact>
      path={CONTACTS_PATH}
      tab="contacts"
      csvName="contact-submissions"
      params={{ stage: stage || undefined, service: service || undefined, eventFrom, eventTo }}
      filters={filters}
      renderItem={(c) => <ContactCard contact={c} />}
    />
  )
}

/** Whole hours since the inquiry arrived. */
const hoursSince = (iso: string | null | undefined) =>
  iso ? Math.max(0, Math.floor((Date.now() - new Date(iso).getTime()) / 3_600_000)) : 0

function ContactCard({ contact: c }: { contact: AdminContact }) {
  const t = useAdminMessages()
  const p = t.pipeline
  const locale = useAdminLocale()
  const f = t.fields
  const [open, setOpen] = useState(false)
  const stage = (c.stage ?? 'new') as InquiryStage
  const waited = stage === 'new' ? hoursSince(c.createdAt) : null
  const wedding = WEDDING_FIELDS.filter((key) => c[key])
  const detailId = `contact-${c.id}-detail`

  return (
    <article className={cardClass} aria-labelledby={`contact-${c.id}`} data-testid={`inquiry-${c.id}`}>
      <CardTop
        heading={<RecordTitle id={`contact-${c.id}`} name={c.name} createdAt={c.createdAt} />}
        badges={
          <>
            <Badge tone={STAGE_TONES[stage]}>{p.stages[stage]}</Badge>
            {c.serviceType && <Badge tone="info">{p.services[c.serviceType] ?? c.serviceType}</Badge>}
            {waited !== null && (
              <Badge tone={waited >= PROMISE_HOURS ? 'danger' : waited >= REMINDER_AFTER_HOURS ? 'warning' : 'neutral'}>
                {fill(waited >= PROMISE_HOURS ? p.waitingOverdue : p.waiting, { hours: waited })}
              </Badge>
            )}
          </>
        }
        details={[
          ...contactDetails(f, c.email, c.phone),
          [f.eventDate, formatDay(c.eventDate, locale)],
          [f.referralSource, c.referralSource],
          [f.language, c.locale ? p.languageNames[c.locale] : null],
        ]}
      />
      {!open && (
        <p className="mt-4 line-clamp-3 whitespace-pre-wrap break-words rounded-xl bg-cream p-4 text-ink">
          {c.message}
        </p>
      )}
      {wedding.length > 0 && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-semibold text-gold-deep">{f.weddingDetails}</summary>
          <div className="mt-3">
            <Details items={wedding.map((key) => [f[key], c[key]])} />
          </div>
        </details>
      )}
      <div className="mt-4">
        <ExpandButton
          open={open}
          controls={detailId}
          label={open ? undefined : fill(p.openLabel, { name: c.name })}
          onToggle={() => setOpen((v) => !v)}
        >
          {open ? p.hide : p.open}
        </ExpandButton>
      </div>
      {open && (
        <div id={detailId} className="mt-5 border-t border-line pt-5">
          <InquiryDetailView id={c.id} />
        </div>
      )}
    </article>
  )
}
