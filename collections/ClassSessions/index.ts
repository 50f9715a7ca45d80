import type { CollectionConfig } from 'payload'

import { editorsOnly } from '@/access'
import { textarea } from '@/fields/localized'
import { CLASS_FORMATS } from '@/lib/schemas/classBooking'
import { STUDIO_TIME_ZONE } from '@/lib/bookings/time'
import en from '@/i18n/messages/en/cms.json'
import fr from '@/i18n/messages/fr/cms.json'
import { revalidateCollection } from '@/utilities/revalidateHooks'
import { seatFields, withSeats } from './seats'

/**
 * Dated sessions of a class, scheduled by the owner. /classes lists the upcoming ones with the
 * seats left; a booking of a session holds one seat (src/lib/bookings/seats.ts counts them under a
 * row lock on the session, so a session never takes more bookings than its capacity). The video
 * link of an online session is only sent to its students, so the collection is not public: the
 * site reads what it shows through GET /api/class-bookings/sessions.
 */
/** A text of the CMS in both interface languages. */
const cms = (key: keyof typeof en.cms.classSessions) => ({
  en: en.cms.classSessions[key],
  fr: fr.cms.classSessions[key],
})

export const ClassSessions: CollectionConfig = {
  slug: 'class-sessions',
  labels: { singular: cms('singular'), plural: cms('plural') },
  admin: {
    group: 'Content',
    useAsTitle: 'label',
    defaultColumns: ['label', 'class', 'startsAt', 'format', 'seats', 'waitlist'],
    description: cms('description'),
  },
  defaultSort: 'startsAt',
  access: { read: editorsOnly, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  hooks: {
    ...revalidateCollection('class-sessions'),
    afterOperation: [withSeats],
    beforeChange: [
      async ({ data, req, originalDoc }) => {
        // A readable title for the CMS lists and the bookings' relationship field.
        const classRef = data.class ?? originalDoc?.class
        const classDoc =
          typeof classRef === 'object' && classRef
            ? classRef
            : classRef
              ? await req.payload.findByID({ collection: 'classes', id: classRef, depth: 0, req, overrideAccess: true })
              : undefined
        const startsAt = data.startsAt ?? originalDoc?.startsAt
        const when = startsAt
          ? new Intl.DateTimeFormat('en-CA', {
              timeZone: STUDIO_TIME_ZONE,
              dateStyle: 'medium',
              timeStyle: 'short',
            }).format(new Date(startsAt))
          : ''
        data.label = `${classDoc?.classId ?? '?'} · ${when}`
        return data
      },
    ],
  },
  fields: [
    {
      name: 'class',
      type: 'relationship',
      relationTo: 'classes',
      required: true,
      index: true,
      label: cms('class'),
      admin: { description: cms('classDescription') },
    },
    {
      name: 'startsAt',
      type: 'date',
      required: true,
      index: true,
      timezone: {
        defaultTimezone: STUDIO_TIME_ZONE,
        supportedTimezones: [{ label: 'Montréal (Eastern time)', value: STUDIO_TIME_ZONE }],
        required: true,
      },
      label: cms('startsAt'),
      admin: { date: { pickerAppearance: 'dayAndTime', timeIntervals: 15 }, description: cms('startsAtDescription') },
    },
    {
      name: 'durationMinutes',
      type: 'number',
      required: true,
      defaultValue: 60,
      min: 15,
      max: 24 * 60,
      label: cms('durationMinutes'),
      admin: { step: 15, description: cms('durationDescription') },
    },
    {
      name: 'format',
      type: 'select',
      required: true,
      defaultValue: 'in-person',
      label: cms('format'),
      options: CLASS_FORMATS.map((value) => ({
        value,
        label: cms(value === 'online' ? 'online' : 'inPerson'),
      })),
    },
    {
      name: 'location',
      type: 'text',
      required: true,
      label: cms('location'),
      admin: { description: cms('locationDescription') },
    },
    {
      name: 'capacity',
      type: 'number',
      required: true,
      defaultValue: 8,
      min: 1,
      max: 500,
      label: cms('capacity'),
      admin: { step: 1, description: cms('capacityDescription') },
    },
    textarea('note', { label: cms('note'), description: cms('noteDescription') }),
    { name: 'label', type: 'text', label: cms('label'), admin: { hidden: true } },
    ...seatFields,
  ],
}
