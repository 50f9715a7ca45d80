import { l } from '@/seed/localize'

/**
 * The consultation the site already promises: "a free 30-minute consultation", by
 * phone or video, within the studio hours the site shows.
 */
export const consultationTypes = [
  {
    typeId: 'free-call',
    order: 1,
    name: l('Free 30-minute consultation', 'Consultation gratuite de 30 minutes'),
    description: l(
      'We talk about your project, then you receive a proposal: contract, deposit, timeline.',
      'Nous parlons de votre projet, puis vous recevez une proposition : contrat, acompte, échéancier.',
    ),
    durationMinutes: 30,
    modes: ['phone', 'video'],
    approvalRequired: false,
    hidden: false,
  },
]

/** Monday to Saturday, 9 a.m. to 7 p.m. Montréal time; 12 h notice, 60 days ahead, 15 min buffer. */
export const consultationAvailability = {
  weekly: (['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const).map((weekday) => ({
    weekday,
    from: '09:00',
    to: '19:00',
  })),
  overrides: [],
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 15,
  minimumNoticeHours: 12,
  horizonDays: 60,
  maxPerDay: 0,
  slotStepMinutes: 30,
  classSessionsBlock: true,
  changeCutoffHours: 12,
  calendars: [],
}
