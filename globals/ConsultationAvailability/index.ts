import type { Field, GlobalConfig } from 'payload'

import { editorsOnly } from '@root/access'
import { choice } from '@root/fields/choice'
import { cmsLabel, cmsRule } from '@root/fields/messages'
import { isIsoDate } from '@/lib/schemas/common'
import { refreshCalendars } from '@/lib/consultations/external'
import { OVERRIDE_KINDS, WEEKDAYS, isClockTime } from '@/lib/consultations/rules'
import type { ConsultationAvailability as ConsultationAvailabilityDoc } from '@root/payload-types'

const clock = (name: 'from' | 'to'): Field => ({
  name,
  type: 'text',
  required: true,
  label: cmsLabel('consultationAvailability', name),
  validate: cmsRule(
    'consultationAvailability',
    'timeInvalid',
    (value) => typeof value === 'string' && isClockTime(value),
  ),
})

const minutes = (
  name:
    | 'bufferBeforeMinutes'
    | 'bufferAfterMinutes'
    | 'minimumNoticeHours'
    | 'horizonDays'
    | 'maxPerDay'
    | 'slotStepMinutes'
    | 'changeCutoffHours',
  defaultValue: number,
  min: number,
  max: number,
): Field => ({
  name,
  type: 'number',
  required: true,
  defaultValue,
  min,
  max,
  label: cmsLabel('consultationAvailability', name),
  admin: { step: 1 },
})

/**
 * When the owner takes consultations, in Montréal time: weekly intervals (several per
 * weekday), date overrides, buffers, notice, horizon, a daily cap, whether class sessions block,
 * the self-service cut-off and the external calendars whose busy times block. Read by the slot
 * computation (src/lib/consultations/), never by visitors directly.
 */
export const ConsultationAvailability: GlobalConfig = {
  slug: 'consultation-availability',
  label: cmsLabel('consultationAvailability', 'label'),
  admin: { group: cmsLabel('groups', 'settings') },
  access: { read: editorsOnly, update: editorsOnly },
  hooks: {
    // A calendar address just pasted blocks its busy times at once, not at the next refresh.
    afterChange: [
      ({ doc, req }) => {
        const { calendars: all, horizonDays } = doc as ConsultationAvailabilityDoc
        const calendars = (all ?? []).filter((c) => c.url)
        if (calendars.length) void refreshCalendars(req.payload, calendars, { horizonDays }).catch(() => undefined)
        return doc
      },
    ],
  },
  fields: [
    {
      name: 'weekly',
      type: 'array',
      label: cmsLabel('consultationAvailability', 'weekly'),
      labels: {
        singular: cmsLabel('consultationAvailability', 'weeklyRow'),
        plural: cmsLabel('consultationAvailability', 'weekly'),
      },
      fields: [
        choice('weekday', WEEKDAYS, (day) => cmsLabel('consultationAvailability', day), {
          label: cmsLabel('consultationAvailability', 'weekday'),
          required: true,
        }),
        clock('from'),
        clock('to'),
      ],
    },
    {
      name: 'overrides',
      type: 'array',
      label: cmsLabel('consultationAvailability', 'overrides'),
      labels: {
        singular: cmsLabel('consultationAvailability', 'overridesRow'),
        plural: cmsLabel('consultationAvailability', 'overrides'),
      },
      fields: [
        {
          name: 'date',
          type: 'text',
          required: true,
          label: cmsLabel('consultationAvailability', 'date'),
          validate: cmsRule(
            'consultationAvailability',
            'dateInvalid',
            (value) => typeof value === 'string' && isIsoDate(value),
          ),
        },
        choice('kind', OVERRIDE_KINDS, (kind) => cmsLabel('consultationAvailability', kind), {
          label: cmsLabel('consultationAvailability', 'kind'),
          required: true,
          defaultValue: 'off',
        }),
        // Only for extra hours; a day off ignores them.
        { ...clock('from'), required: false, validate: undefined },
        { ...clock('to'), required: false, validate: undefined },
      ] as Field[],
    },
    minutes('bufferBeforeMinutes', 0, 0, 240),
    minutes('bufferAfterMinutes', 15, 0, 240),
    minutes('minimumNoticeHours', 12, 0, 24 * 30),
    minutes('horizonDays', 60, 1, 730),
    minutes('maxPerDay', 0, 0, 100),
    minutes('slotStepMinutes', 30, 5, 240),
    {
      name: 'classSessionsBlock',
      type: 'checkbox',
      defaultValue: true,
      label: cmsLabel('consultationAvailability', 'classSessionsBlock'),
    },
    minutes('changeCutoffHours', 12, 0, 24 * 30),
    {
      name: 'calendars',
      type: 'array',
      label: cmsLabel('consultationAvailability', 'calendars'),
      labels: {
        singular: cmsLabel('consultationAvailability', 'calendarsRow'),
        plural: cmsLabel('consultationAvailability', 'calendars'),
      },
      admin: { description: cmsLabel('consultationAvailability', 'calendarsDescription') },
      fields: [
        { name: 'label', type: 'text', label: cmsLabel('consultationAvailability', 'calendarLabel') },
        { name: 'url', type: 'text', required: true, label: cmsLabel('consultationAvailability', 'url') },
      ],
    },
  ],
}
