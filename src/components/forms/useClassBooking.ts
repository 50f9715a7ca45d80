'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'

import { toast } from '@/components/ui/toast'
import { trackEvent } from '@/lib/analytics/events'
import { isApiError } from '@/lib/api/request'
import { classBookingSchema, type ClassBooking, type ClassBookingInput } from '@/lib/schemas/classBooking'
import { V } from '@/lib/schemas/messages'

import { type ClassBookingProps, priceOf } from './class-booking'
import { newIdempotencyKey, serverFieldErrors, serverMessage, useSubmission } from './submission'

/** The fields a server error can name; `waitlist` is the form's own answer, never shown as a field. */
type FieldName = Exclude<keyof ClassBookingInput, 'waitlist'>

/**
 * The class booking form's state: the fields (react-hook-form, the shared schema), the class and
 * session the cards picked, whether the booking joins the waiting list or is paid online, and the
 * submission with what follows each answer (Stripe's page, a toast, the waiting list offered).
 */
export function useClassBooking({
  classes,
  selectedClassId,
  onSelectedClassChange,
  sessions,
  selectedSessionId,
  onSelectedSessionChange,
  onBooked,
}: ClassBookingProps) {
  const t = useTranslations('classes.booking')
  const pay = useTranslations('payments.form')
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
  const { handleSubmit, setValue, watch, reset, setError, formState } = form

  // The page selects a class when its card is clicked; the form follows.
  useEffect(() => {
    setValue('classType', (selectedClassId ?? '') as ClassBookingInput['classType'])
    setValue('totalCost', priceOf(classes, selectedClassId))
  }, [selectedClassId, classes, setValue])

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

  // Choosing a class in the form picks it on the page too, and lets go of a session of another class.
  const classField = form.register('classType', {
    onChange: (e: { target: { value: string } }) => {
      const value = e.target.value || null
      setValue('totalCost', priceOf(classes, value))
      onSelectedClassChange(value)
      onSelectedSessionChange(null)
    },
  })

  return {
    form,
    onSubmit,
    classField,
    pending: submission.isPending,
    selected,
    classSessions,
    session,
    joinsWaitlist,
    paysOnline,
  }
}
