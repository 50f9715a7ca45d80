import { collection } from '@root/collections/collection'
import { described } from '@root/fields/described'
import { choice } from '@root/fields/choice'
import { textarea } from '@root/fields/localized'
import { cmsLabel } from '@root/fields/messages'
import { CLASS_FORMATS } from '@/lib/schemas/classBooking'
import { STUDIO_TIME_ZONE } from '@/lib/calendar/studio-time'
import { revalidateCollection } from '@root/utilities/revalidateHooks'
import { seatFields, withSeats } from './seats'

/**
 * Dated sessions of a class, scheduled by the owner. /classes lists the upcoming ones with the
 * seats left; a booking of a session holds one seat (src/lib/bookings/seats.ts counts them under a
 * row lock on the session, so a session never takes more bookings than its capacity). The video
 * link of an online session is only sent to its students, so the collection is not public: the
 * site reads what it shows through GET /api/class-bookings/sessions.
 */
export const ClassSessions = collection(
  'content',
  'class-sessions',
  ['label', 'class', 'startsAt', 'format', 'seats', 'waitlist'],
  {
    defaultSort: 'startsAt',
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
                ? await req.payload.findByID({
                    collection: 'classes',
                    id: classRef,
                    depth: 0,
                    req,
                    overrideAccess: true,
                  })
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
      described('classSessions', 'class', { type: 'relationship', relationTo: 'classes', required: true, index: true }),
      {
        name: 'startsAt',
        type: 'date',
        required: true,
        index: true,
        timezone: {
          defaultTimezone: STUDIO_TIME_ZONE,
          // Payload shows this label as it is (a string, in either interface language): a name that
          // reads the same in both. The field's description says "Montréal time" in each.
          supportedTimezones: [{ label: 'Montréal', value: STUDIO_TIME_ZONE }],
          required: true,
        },
        label: cmsLabel('classSessions', 'startsAt'),
        admin: {
          date: { pickerAppearance: 'dayAndTime', timeIntervals: 15 },
          description: cmsLabel('classSessions', 'startsAtDescription'),
        },
      },
      {
        name: 'durationMinutes',
        type: 'number',
        required: true,
        defaultValue: 60,
        min: 15,
        max: 24 * 60,
        label: cmsLabel('classSessions', 'durationMinutes'),
        admin: { step: 15, description: cmsLabel('classSessions', 'durationDescription') },
      },
      choice(
        'format',
        CLASS_FORMATS,
        (value) => cmsLabel('classSessions', value === 'online' ? 'online' : 'inPerson'),
        {
          label: cmsLabel('classSessions', 'format'),
          required: true,
          defaultValue: 'in-person',
        },
      ),
      described('classSessions', 'location', { type: 'text', required: true }),
      described('classSessions', 'capacity', {
        type: 'number',
        required: true,
        defaultValue: 8,
        min: 1,
        max: 500,
        admin: { step: 1 },
      }),
      textarea('note', {
        label: cmsLabel('classSessions', 'note'),
        description: cmsLabel('classSessions', 'noteDescription'),
      }),
      { name: 'label', type: 'text', label: cmsLabel('classSessions', 'label'), admin: { hidden: true } },
      ...seatFields,
    ],
  },
)
