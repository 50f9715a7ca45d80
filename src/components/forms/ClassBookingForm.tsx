'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useState } from 'react'

import { QueryProvider } from '@/components/providers/QueryProvider'
import { Field, inputClass } from '@/components/ui/Field'
import { languageTag } from '@/i18n/language-tag'
import type { Locale } from '@/i18n/routing'
import { localDateIso } from '@/lib/schemas/common'
import { EXPERIENCE_LEVELS, PREFERRED_TIMES } from '@/lib/schemas/classBooking'

import { BookingTotal } from './BookingTotal'
import type { ClassBookingProps } from './class-booking'
import { useFieldRows } from './useFieldRows'
import { FormatChoice } from './FormatChoice'
import { PrivacyNote } from './PrivacyNote'
import { SessionChoice } from './SessionChoice'
import { useClassBooking } from './useClassBooking'

/** The Book a Class form of the classes page. */
export function ClassBookingForm(props: ClassBookingProps) {
  return (
    <QueryProvider>
      <BookingForm {...props} />
    </QueryProvider>
  )
}

function BookingForm(props: ClassBookingProps) {
  const t = useTranslations('classes.booking')
  const notice = useTranslations('privacyNotice')
  const locale = useLocale() as Locale
  const uid = useId()
  const { form, onSubmit, classField, pending, selected, classSessions, session, joinsWaitlist, paysOnline } =
    useClassBooking(props)
  const errors = form.formState.errors
  const { id, err, a11y, text, choice } = useFieldRows(form.register, errors, uid)
  // Today in the visitor's time zone, known only in the browser (server HTML has no minimum).
  const [today, setToday] = useState<string>()
  useEffect(() => setToday(localDateIso(new Date())), [])
  const money = new Intl.NumberFormat(languageTag(locale), {
    style: 'currency',
    currency: 'CAD',
    maximumFractionDigits: 0,
  })

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="mx-auto max-w-3xl rounded-3xl border border-line bg-white p-6 sm:p-10"
      aria-busy={pending}
    >
      <fieldset disabled={pending} className="grid gap-6 sm:grid-cols-2">
        {text('name', t('fields.fullName'), {
          required: true,
          autoComplete: 'name',
          placeholder: t('placeholders.fullName'),
        })}
        {text('email', t('fields.email'), {
          required: true,
          type: 'email',
          autoComplete: 'email',
          inputMode: 'email',
          placeholder: t('placeholders.email'),
        })}
        {text('phone', t('fields.phone'), { type: 'tel', autoComplete: 'tel', placeholder: t('placeholders.phone') })}
        <Field id={id('classType')} label={t('fields.selectClass')} required error={err('classType')}>
          <select {...classField} {...a11y('classType', true)} className={inputClass}>
            <option value="">{t('selectClass')}</option>
            {props.classes.map((c) => (
              <option key={c.classId} value={c.classId}>
                {c.title} · {money.format(c.price)}
              </option>
            ))}
          </select>
        </Field>

        {classSessions.length > 0 && (
          <SessionChoice
            id={id('session')}
            sessions={classSessions}
            selectedSessionId={props.selectedSessionId}
            onSelectedSessionChange={props.onSelectedSessionChange}
            error={errors.session ? (err('session') ?? '') : undefined}
          />
        )}

        <FormatChoice
          id={id('format')}
          field={form.register('format')}
          error={errors.format ? (err('format') ?? '') : undefined}
        />

        {classSessions.length === 0 && (
          <>
            <Field id={id('preferredDate')} label={t('fields.preferredDate')} error={err('preferredDate')}>
              <input
                {...form.register('preferredDate')}
                {...a11y('preferredDate')}
                type="date"
                min={today}
                className={inputClass}
              />
            </Field>
            {choice('preferredTime', t('fields.preferredTime'), {
              placeholder: t('selectTime'),
              values: PREFERRED_TIMES,
              labelOf: (time) => t(`times.${time}`),
            })}
          </>
        )}
        {choice('experience', t('fields.experience'), {
          placeholder: t('selectExperience'),
          values: EXPERIENCE_LEVELS,
          labelOf: (level) => t(`experienceLevels.${level}`),
          required: true,
          className: 'sm:col-span-2',
        })}
        {text('equipment', t('fields.equipment'), { rows: 2, placeholder: t('placeholders.equipment'), wide: true })}
        {text('goals', t('fields.goals'), { rows: 3, placeholder: t('placeholders.goals'), wide: true })}
        {text('notes', t('fields.notes'), { rows: 3, placeholder: t('placeholders.notes'), wide: true })}
      </fieldset>

      <PrivacyNote
        texts={{ text: notice('classBooking'), link: notice('link'), newTab: notice('newTab') }}
        locale={locale}
        className="mt-6"
      />

      <BookingTotal
        price={selected ? money.format(selected.price) : undefined}
        payment={paysOnline ? session?.payment : undefined}
        pending={pending}
        joinsWaitlist={joinsWaitlist}
      />
    </form>
  )
}
