import { Fragment, type ReactNode } from 'react'

import { Field } from '@/components/ui/Field'
import type { Locale } from '@/i18n/routing'
import {
  COVERAGE_OPTIONS,
  REFERRAL_SOURCES,
  SERVICE_TYPES,
  VIDEOGRAPHER_OPTIONS,
  type ContactInput,
} from '@/lib/schemas/contact'

import type { FieldRows } from './field-rows'
import { PrivacyNote, type PrivacyNoteTexts } from './PrivacyNote'

// No 'use client': the server renders this before the form's code has loaded (ContactFormStatic),
// and the browser's form (ContactForm) renders the same, so taking over changes nothing on screen.

/** A message of the `contact.form` namespace, by its key. */
export type ContactFormText = (key: string) => string

/** The wedding questions answered in a few lines each, in the order the form asks them. */
const WEDDING_STORY_FIELDS = [
  'howYouMet',
  'weddingVibe',
  'whyChooseUs',
  'importantMoments',
  'specialTraditions',
] as const

/**
 * What is inside the contact form: the required-fields hint, its rows (the wedding questions when
 * the service is a wedding), the privacy note and the submit button. `rows` draws each row bound
 * to the form's state (or, on the server, to nothing but its name); `eventDate` is the date's
 * control.
 */
export function ContactFormBody({
  t,
  rows,
  eventDate,
  wedding,
  pending,
  notice,
  locale,
}: {
  t: ContactFormText
  rows: FieldRows<keyof ContactInput>
  eventDate: ReactNode
  wedding: boolean
  pending: boolean
  notice: PrivacyNoteTexts
  locale: Locale
}) {
  const { id, err, text, choice } = rows
  const choose = <V extends string>(values: readonly V[], labelOf: (value: V) => string, required = false) => ({
    values,
    labelOf,
    placeholder: t('choose'),
    required,
  })
  return (
    <>
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
          {eventDate}
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
      <PrivacyNote texts={notice} locale={locale} className="mt-8" />
      <div className="mt-4">
        <button
          type="submit"
          disabled={pending}
          className="btn btn-primary w-full disabled:cursor-wait disabled:opacity-70 sm:w-auto sm:min-w-52"
        >
          {pending ? t('submitting') : t('submit')}
        </button>
      </div>
    </>
  )
}
