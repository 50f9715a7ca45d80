'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { CheckCircle2 } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'

import { QueryProvider } from '@/components/providers/QueryProvider'
import { describedBy } from '@/components/ui/Field'
import { toast } from '@/components/ui/toast'
import type { Locale } from '@/i18n/routing'
import { trackEvent } from '@/lib/analytics/events'
import { localDateIso } from '@/lib/schemas/common'
import {
  dropWeddingFieldsUnlessWedding,
  makeContactSchema,
  type Contact,
  type ContactInput,
} from '@/lib/schemas/contact'

import { ContactFormBody } from './ContactFormBody'
import { EventDatePicker } from './EventDatePicker'
import { newIdempotencyKey, serverFieldErrors, useSubmission } from './submission'
import { useFieldRows } from './useFieldRows'

type FieldName = keyof ContactInput

const EMPTY: ContactInput = {
  name: '',
  email: '',
  phone: '',
  serviceType: '' as ContactInput['serviceType'],
  message: '',
  eventDate: '',
  referralSource: '',
  venue: '',
  coverageNeeded: '',
  needVideographer: '',
  howYouMet: '',
  weddingVibe: '',
  whyChooseUs: '',
  importantMoments: '',
  specialTraditions: '',
  movieGenre: '',
}

/**
 * The contact form of /contact, once its code has loaded. `initial` is what the visitor typed in
 * the server's copy of the form before that (ContactFormSlot).
 */
export function ContactForm({ initial }: { initial?: Partial<Record<FieldName, string>> }) {
  return (
    <QueryProvider>
      <InquiryForm initial={initial} />
    </QueryProvider>
  )
}

function InquiryForm({ initial }: { initial?: Partial<Record<FieldName, string>> }) {
  const t = useTranslations('contact.form')
  const notice = useTranslations('privacyNotice')
  const locale = useLocale() as Locale
  const uid = useId()
  const submission = useSubmission<Contact>('/api/contact')
  const [sent, setSent] = useState(false)
  const confirmation = useRef<HTMLDivElement>(null)

  // "Not in the past" in the visitor's own time zone, the same day the calendar starts on.
  const schema = useMemo(() => makeContactSchema({ today: () => localDateIso(new Date()) }), [])
  const [today, setToday] = useState<string>()
  useEffect(() => setToday(localDateIso(new Date())), [])

  const form = useForm<ContactInput, unknown, Contact>({
    resolver: zodResolver(schema),
    defaultValues: { ...EMPTY, ...(initial as Partial<ContactInput>) },
    mode: 'onTouched',
  })
  const { register, handleSubmit, watch, reset, setError, control, formState } = form
  const errors = formState.errors
  const wedding = watch('serviceType') === 'wedding'

  const onSubmit = handleSubmit((values) => {
    const data = dropWeddingFieldsUnlessWedding(values)
    trackEvent('contact_form_submit', { category: 'engagement', label: data.serviceType })
    setSent(false)
    submission.mutate(
      { data, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: () => {
          toast({ title: t('success.title'), description: t('success.description') })
          reset(EMPTY)
          setSent(true)
          requestAnimationFrame(() => confirmation.current?.focus())
        },
        onError: (error) => {
          for (const [field, message] of Object.entries(serverFieldErrors(error))) {
            if (field in EMPTY) setError(field as FieldName, { message })
          }
          toast({ title: t('error.title'), description: t('error.description'), variant: 'destructive' })
        },
      },
    )
  })

  const pending = submission.isPending
  const rows = useFieldRows(register, errors, uid)

  return (
    <div>
      {sent && (
        <div
          ref={confirmation}
          tabIndex={-1}
          role="status"
          className="mb-8 flex gap-4 rounded-2xl border border-gold-deep/40 bg-sand/60 p-5 focus:outline-none"
        >
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-gold-deep" />
          <div>
            <p className="font-serif text-xl text-ink">{t('confirmation.title')}</p>
            <p className="mt-1 text-ink-soft">{t('confirmation.body')}</p>
          </div>
        </div>
      )}
      <form onSubmit={onSubmit} noValidate aria-busy={pending} data-testid="contact-form">
        <ContactFormBody
          t={(key) => t(key as never)}
          rows={rows}
          wedding={wedding}
          pending={pending}
          notice={{ text: notice('contact'), link: notice('link'), newTab: notice('newTab') }}
          locale={locale}
          eventDate={
            <Controller
              control={control}
              name="eventDate"
              render={({ field }) => (
                <EventDatePicker
                  id={rows.id('eventDate')}
                  label={t('fields.eventDate')}
                  value={field.value ?? ''}
                  onChange={(value) => {
                    field.onChange(value)
                    field.onBlur()
                  }}
                  today={today}
                  locale={locale}
                  invalid={Boolean(errors.eventDate)}
                  describedBy={describedBy(rows.id('eventDate'), { error: errors.eventDate })}
                  disabled={pending}
                />
              )}
            />
          }
        />
      </form>
    </div>
  )
}
