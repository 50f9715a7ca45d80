'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { CheckCircle2 } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { Fragment, useEffect, useId, useMemo, useRef, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'

import { QueryProvider } from '@/components/providers/QueryProvider'
import { describedBy, Field } from '@/components/ui/Field'
import { toast } from '@/components/ui/toast'
import type { Locale } from '@/i18n/routing'
import { trackEvent } from '@/lib/analytics/events'
import { localDateIso } from '@/lib/schemas/common'
import {
  COVERAGE_OPTIONS,
  REFERRAL_SOURCES,
  SERVICE_TYPES,
  VIDEOGRAPHER_OPTIONS,
  dropWeddingFieldsUnlessWedding,
  makeContactSchema,
  type Contact,
  type ContactInput,
} from '@/lib/schemas/contact'

import { EventDatePicker } from './EventDatePicker'
import { PrivacyNote } from './PrivacyNote'
import { newIdempotencyKey, serverFieldErrors, useSubmission } from './submission'
import { useFieldRows } from './useFieldRows'

type FieldName = keyof ContactInput

/** The wedding questions answered in a few lines each, in the order the form asks them. */
const WEDDING_STORY_FIELDS = [
  'howYouMet',
  'weddingVibe',
  'whyChooseUs',
  'importantMoments',
  'specialTraditions',
] as const

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

/** The contact form of /contact. */
export function ContactForm() {
  return (
    <QueryProvider>
      <InquiryForm />
    </QueryProvider>
  )
}

function InquiryForm() {
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
    defaultValues: EMPTY,
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
  const { id, err, text, choice } = useFieldRows(register, errors, uid)
  const choose = <V extends string>(values: readonly V[], labelOf: (value: V) => string, required = false) => ({
    values,
    labelOf,
    placeholder: t('choose'),
    required,
  })

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
        <p className="mb-6 text-sm text-ink-soft">{t('requiredHint')}</p>
        <fieldset disabled={pending} className="grid gap-6 sm:grid-cols-2">
          {text('name', t('fields.name'), {
            required: true,
            placeholder: t('placeholders.name'),
            autoComplete: 'name',
          })}
          {text('email', t('fields.email'), {
            required: true,
            placeholder: t('placeholders.email'),
            autoComplete: 'email',
            type: 'email',
          })}
          {text('phone', t('fields.phone'), { placeholder: t('placeholders.phone'), autoComplete: 'tel', type: 'tel' })}
          {choice(
            'serviceType',
            t('fields.serviceType'),
            choose(SERVICE_TYPES, (v) => t(`serviceTypes.${v}`), true),
          )}
          <Field id={id('eventDate')} label={t('fields.eventDate')} error={err('eventDate')}>
            <Controller
              control={control}
              name="eventDate"
              render={({ field }) => (
                <EventDatePicker
                  id={id('eventDate')}
                  label={t('fields.eventDate')}
                  value={field.value ?? ''}
                  onChange={(value) => {
                    field.onChange(value)
                    field.onBlur()
                  }}
                  today={today}
                  locale={locale}
                  invalid={Boolean(errors.eventDate)}
                  describedBy={describedBy(id('eventDate'), { error: errors.eventDate })}
                  disabled={pending}
                />
              )}
            />
          </Field>
          {choice(
            'referralSource',
            t('fields.referralSource'),
            choose(REFERRAL_SOURCES, (v) => t(`referralSources.${v}`)),
          )}

          {wedding && (
            <fieldset
              className="grid gap-6 rounded-2xl border border-line bg-cream/50 p-5 sm:col-span-2 sm:grid-cols-2 sm:p-6"
              data-testid="wedding-fields"
            >
              <legend className="px-2 font-serif text-xl text-ink">{t('weddingDetails')}</legend>
              <p className="-mt-2 text-sm text-ink-soft sm:col-span-2">{t('weddingDetailsIntro')}</p>
              {text('venue', t('fields.venue'), { placeholder: t('placeholders.venue') })}
              {choice(
                'coverageNeeded',
                t('fields.coverageNeeded'),
                choose(COVERAGE_OPTIONS, (v) => t(`coverage.${v}`)),
              )}
              {choice(
                'needVideographer',
                t('fields.needVideographer'),
                choose(VIDEOGRAPHER_OPTIONS, (v) => t(`videographer.${v}`)),
              )}
              {text('movieGenre', t('fields.movieGenre'), { placeholder: t('placeholders.movieGenre') })}
              {WEDDING_STORY_FIELDS.map((name) => (
                <Fragment key={name}>
                  {text(name, t(`fields.${name}`), { rows: 2, placeholder: t(`placeholders.${name}`), wide: true })}
                </Fragment>
              ))}
            </fieldset>
          )}

          {text('message', t('fields.message'), {
            required: true,
            rows: 6,
            placeholder: t('placeholders.message'),
            wide: true,
          })}
        </fieldset>
        <PrivacyNote
          texts={{ text: notice('contact'), link: notice('link'), newTab: notice('newTab') }}
          locale={locale}
          className="mt-8"
        />
        <div className="mt-4">
          <button
            type="submit"
            disabled={pending}
            className="btn btn-primary w-full disabled:cursor-wait disabled:opacity-70 sm:w-auto sm:min-w-52"
          >
            {pending ? t('submitting') : t('submit')}
          </button>
        </div>
      </form>
    </div>
  )
}
