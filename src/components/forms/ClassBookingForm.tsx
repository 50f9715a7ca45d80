'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useState } from 'react'
import { useForm } from 'react-hook-form'

import { QueryProvider } from '@/components/providers/QueryProvider'
import { Field, inputClass, RequiredMark } from '@/components/ui/Field'
import { toast } from '@/components/ui/toast'
import { trackEvent } from '@/lib/analytics/events'
import {
  CLASS_FORMATS,
  EXPERIENCE_LEVELS,
  PREFERRED_TIMES,
  classBookingSchema,
  type ClassBooking,
  type ClassBookingInput,
} from '@/lib/schemas/classBooking'
import { localDateIso } from '@/lib/schemas/common'
import { V } from '@/lib/schemas/messages'
import type { PublicSession } from '@/lib/bookings/shape'
import type { Locale } from '@/i18n/routing'
import { isApiError } from '@/lib/api/request'

import { fill } from '@/i18n/fill'

import { PrivacyNote } from './PrivacyNote'
import { newIdempotencyKey, serverFieldErrors, serverMessage, useSubmission } from './submission'
import { useFieldRows } from './field-rows'
import { languageTag } from '@/i18n/language-tag'

export type BookableClass = { classId: string; title: string; price: number; formats: string }

/** The dated sessions (GET /api/class-bookings/sessions) and the one picked, shared with the class cards. */
export type SessionProps = {
  sessions: PublicSession[]
  selectedSessionId: number | null
  onSelectedSessionChange: (id: number | null) => void
  /** After a booking: the seats left are read again. */
  onBooked: () => void
}

type Props = SessionProps & {
  classes: BookableClass[]
  selectedClassId: string | null
  onSelectedClassChange: (id: string | null) => void
}

/** The fields a server error can name; `waitlist` is the form's own answer, never shown as a field. */
type FieldName = Exclude<keyof ClassBookingInput, 'waitlist'>

/** The Book a Class form of the classes page. */
export function ClassBookingForm(props: Props) {
  return (
    <QueryProvider>
      <BookingForm {...props} />
    </QueryProvider>
  )
}

function priceOf(classes: BookableClass[], classId: string | null | undefined): number {
  return classes.find((c) => c.classId === classId)?.price ?? 0
}

function BookingForm({
  classes,
  selectedClassId,
  onSelectedClassChange,
  sessions,
  selectedSessionId,
  onSelectedSessionChange,
  onBooked,
}: Props) {
  const t = useTranslations('classes.booking')
  const pay = useTranslations('payments.form')
  const notice = useTranslations('privacyNotice')
  const locale = useLocale()
  const uid = useId()
  const submission = useSubmission<ClassBooking, { status?: string; checkoutUrl?: string }>('/api/class-bookings')
  // Set when the server answered that the chosen session filled up meanwhile (409 SESSION_FULL).
  const [offerWaitlist, setOfferWaitlist] = useState(false)

  const empty = (classId: string): ClassBookingInput => ({
    name: '',
    email: '',
    phone: '',
    classType: classId as ClassBookingInput['classType'],
    format: '' as ClassBookingInput['format'],
    preferredDate: '',
    preferredTime: '',
    experience: '' as ClassBookingInput['experience'],
    equipment: '',
    goals: '',
    notes: '',
    totalCost: priceOf(classes, classId),
    session: undefined,
    waitlist: undefined,
  })

  const form = useForm<ClassBookingInput, unknown, ClassBooking>({
    resolver: zodResolver(classBookingSchema),
    defaultValues: empty(selectedClassId ?? ''),
    mode: 'onTouched',
  })
  const { register, handleSubmit, setValue, watch, reset, setError, formState } = form
  const errors = formState.errors

  // The page selects a class when its card is clicked; the form follows.
  useEffect(() => {
    setValue('classType', (selectedClassId ?? '') as ClassBookingInput['classType'])
    setValue('totalCost', priceOf(classes, selectedClassId))
  }, [selectedClassId, classes, setValue])

  // Today in the visitor's time zone, known only in the browser (server HTML has no minimum).
  const [today, setToday] = useState<string>()
  useEffect(() => setToday(localDateIso(new Date())), [])

  const classType = watch('classType')
  const selected = classes.find((c) => c.classId === classType)
  const classSessions = sessions.filter((x) => x.classId === classType)
  const session = classSessions.find((x) => x.id === selectedSessionId)
  const joinsWaitlist = Boolean(session && (session.seatsLeft === 0 || offerWaitlist))
  // A dated session of a class paid online: the visitor pays on Stripe's page right after booking.
  const paysOnline = Boolean(session?.payment && !joinsWaitlist)

  // A session picked on a card (or here) fills the form: its id and its format.
  useEffect(() => {
    const picked = sessions.find((x) => x.id === selectedSessionId && x.classId === classType)
    setValue('session', picked?.id as ClassBookingInput['session'])
    if (picked) setValue('format', picked.format, { shouldValidate: formState.isSubmitted })
    setOfferWaitlist(false)
  }, [selectedSessionId, sessions, classType, setValue, formState.isSubmitted])
  const money = new Intl.NumberFormat(languageTag(locale as Locale), {
    style: 'currency',
    currency: 'CAD',
    maximumFractionDigits: 0,
  })

  const onSubmit = handleSubmit((data) => {
    // A class with dates is booked on one of them; only a class without any takes a preferred date.
    if (classSessions.length > 0 && !session) {
      setError('session', { message: V.sessionInvalid })
      return
    }
    // The catalogue price, whatever is in the form; the server applies its own anyway. A booking
    // paid online carries no price at all: the server refuses one.
    const payload = {
      ...data,
      totalCost: paysOnline ? undefined : priceOf(classes, data.classType),
      session: session?.id,
      waitlist: joinsWaitlist || undefined,
    }
    trackEvent('class_booking', {
      category: 'business',
      label: data.classType,
      value: priceOf(classes, data.classType),
    })
    submission.mutate(
      { data: payload, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: (booking) => {
          if (booking?.status === 'pending_payment' && booking.checkoutUrl) {
            // The seat is held; Stripe's page takes the payment and sends them back to /classes/payment.
            toast({ title: pay('redirecting') })
            window.location.assign(booking.checkoutUrl)
            return
          }
          if (booking?.status === 'waitlisted') {
            toast({ title: t('waitlistTitle'), description: t('waitlistDescription') })
          } else {
            toast({ title: t('successTitle'), description: t('successDescription') })
          }
          reset(empty(''))
          onSelectedClassChange(null)
          onSelectedSessionChange(null)
          onBooked()
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409 && error.body?.error === 'SESSION_FULL') {
            setOfferWaitlist(true)
            toast({ title: t('fullTitle'), description: serverMessage(error) ?? t('waitlistDescription') })
            onBooked()
            return
          }
          // The visitor's or the session's share of seats held unpaid (TOO_MANY_UNPAID_HOLDS,
          // SEATS_BEING_PAID): the server's own words say what to do.
          const refusal = isApiError(error) && error.status === 409 ? serverMessage(error) : undefined
          if (refusal) {
            toast({ title: t('errorTitle'), description: refusal, variant: 'destructive' })
            return
          }
          for (const [field, message] of Object.entries(serverFieldErrors(error))) {
            if (field in empty('') && field !== 'waitlist') setError(field as FieldName, { message })
          }
          toast({ title: t('errorTitle'), description: t('errorDescription'), variant: 'destructive' })
        },
      },
    )
  })

  const pending = submission.isPending
  const { id, err, a11y, text, choice } = useFieldRows(register, errors, uid)
  const classField = register('classType', {
    onChange: (e: { target: { value: string } }) => {
      const value = e.target.value || null
      setValue('totalCost', priceOf(classes, value))
      onSelectedClassChange(value)
      onSelectedSessionChange(null)
    },
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
            {classes.map((c) => (
              <option key={c.classId} value={c.classId}>
                {c.title} · {money.format(c.price)}
              </option>
            ))}
          </select>
        </Field>

        {classSessions.length > 0 && (
          <fieldset className="sm:col-span-2" aria-describedby={`${id('session')}-hint`}>
            <legend className="mb-1.5 text-sm font-semibold text-ink">
              {t('sessions.legend')}
              <RequiredMark />
            </legend>
            <p id={`${id('session')}-hint`} className="mb-2 text-xs text-ink-soft">
              {t('sessions.hint')}
            </p>
            <div className="grid gap-3 sm:grid-cols-2" data-testid="session-picker">
              {classSessions.map((x) => (
                <label
                  key={x.id}
                  className="flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border border-line bg-cream/40 px-4 py-3 text-ink has-[:checked]:border-gold-deep has-[:checked]:bg-sand/60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-deep"
                >
                  <input
                    type="radio"
                    name={id('session')}
                    value={x.id}
                    checked={selectedSessionId === x.id}
                    onChange={() => onSelectedSessionChange(x.id)}
                    className="mt-1 h-4 w-4 accent-gold-deep"
                  />
                  <span className="text-sm">
                    <span className="block font-semibold">{x.when}</span>
                    <span className="block text-ink-soft">
                      {x.format === 'online' ? t('sessions.online') : x.place}
                    </span>
                    <span className={`block ${x.seatsLeft === 0 ? 'text-danger' : 'text-ink-soft'}`}>
                      {x.seatsLeft > 0
                        ? fill(t.raw('sessions.seatsLeft') as string, { count: x.seatsLeft, capacity: x.capacity })
                        : t('sessions.full')}
                    </span>
                    {x.note && <span className="block text-ink-soft italic">{x.note}</span>}
                  </span>
                </label>
              ))}
            </div>
            {errors.session && (
              <p role="alert" className="mt-1 text-sm font-medium text-danger">
                {err('session')}
              </p>
            )}
          </fieldset>
        )}

        <fieldset className="sm:col-span-2" aria-describedby={errors.format ? `${id('format')}-error` : undefined}>
          <legend className="mb-1.5 text-sm font-semibold text-ink">
            {t('fields.preferredFormat')}
            <RequiredMark />
          </legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {CLASS_FORMATS.map((format) => (
              <label
                key={format}
                className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-line bg-cream/40 px-4 py-3 text-ink has-[:checked]:border-gold-deep has-[:checked]:bg-sand/60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-deep"
              >
                <input
                  {...register('format')}
                  type="radio"
                  value={format}
                  className="h-4 w-4 accent-gold-deep"
                  aria-invalid={errors.format ? true : undefined}
                />
                {t(`formats.${format}`)}
              </label>
            ))}
          </div>
          {errors.format && (
            <p id={`${id('format')}-error`} role="alert" className="mt-1 text-sm font-medium text-danger">
              {err('format')}
            </p>
          )}
        </fieldset>

        {classSessions.length === 0 && (
          <>
            <Field id={id('preferredDate')} label={t('fields.preferredDate')} error={err('preferredDate')}>
              <input
                {...register('preferredDate')}
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
        locale={locale as Locale}
        className="mt-6"
      />

      <div className="mt-6 flex flex-col gap-4 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
        <div aria-live="polite">
          <p className="text-sm text-ink-soft">{t('totalCost')}</p>
          {selected ? (
            <>
              <p className="font-serif text-3xl text-ink" data-testid="booking-total">
                {money.format(selected.price)}
              </p>
              <p className="text-xs text-ink-soft">{t('priceNote')}</p>
              {paysOnline && (
                <p className="mt-1 text-xs text-ink-soft" data-testid="booking-pays-online">
                  {session?.payment?.mode === 'deposit'
                    ? pay('depositNotice', { percent: session.payment.depositPercent ?? 0 })
                    : pay('payNotice')}
                </p>
              )}
            </>
          ) : (
            <p className="text-sm text-ink-soft">{t('noClassSelected')}</p>
          )}
        </div>
        <button
          type="submit"
          disabled={pending}
          className="btn btn-primary min-w-44 disabled:cursor-wait disabled:opacity-70"
        >
          {pending ? t('submitting') : joinsWaitlist ? t('joinWaitlist') : t('submit')}
        </button>
      </div>
    </form>
  )
}
