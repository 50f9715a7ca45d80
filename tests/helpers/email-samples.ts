/**
 * Every kind of message the site sends, built by the site's own message functions from fixed
 * inputs, in one language (the visitor's and the studio's both): what tests/fixtures/emails holds
 * and what tests/int/email-content.test.ts compares with it. The links the functions sign
 * themselves (a consultation's, a receipt's) need PUBLIC_URL and NEWSLETTER_SECRET fixed first
 * (EMAIL_SAMPLE_ENV).
 *
 * The values carry what a message must keep intact: accents, an apostrophe, `<`, `&` and quotes in
 * what a visitor typed, a message of several lines, amounts with cents and taxes.
 */
import {
  bookingEmails,
  bookingStatusEmail,
  seatOfferEmail,
  sessionReminderEmail,
  type ClientBooking,
} from '@/lib/bookings/emails'
import type { SessionDetails } from '@/lib/bookings/seats'
import { consultationEmails, type ConsultationMessage } from '@/lib/consultations/emails'
import type { OutgoingEmail } from '@/lib/email/outbox'
import type { StudioInfo } from '@/lib/email/studio'
import { testEmail } from '@/lib/email/test-email'
import { inquiryEmails, inquiryReminderEmail, inquiryReplyEmail } from '@/lib/inquiries/emails'
import { latePaymentEmail, refundedChargeEmail, refundEmail, wrongAmountStudioEmail } from '@/lib/payments/emails'
import type { PaymentRecord } from '@/lib/payments/records'
import { paymentRequestEmail } from '@/lib/payments/requests'
import {
  chargeFailedEmail,
  contractEmails,
  installmentReminderEmail,
  proposalSentEmail,
  type ProposalRecipient,
} from '@/lib/proposals/emails'
import type { ReceiptDocument } from '@/lib/receipts/document'
import { receiptEmail } from '@/lib/receipts/email'
import { newsletterConfirmEmail, newsletterWelcomeEmail } from '@/lib/subscribers/emails'
import type { Locale } from '@/i18n/routing'
import type { Contact } from '@/lib/schemas/contact'

export const EMAIL_SAMPLE_ENV = {
  PUBLIC_URL: 'https://lumiere.example',
  NEWSLETTER_SECRET: 'email-samples-fixed-secret-0123456789abcdef',
} as const

const studioOf = (locale: Locale, mailingAddress?: string): StudioInfo => ({
  name: 'Lumière Studio',
  email: 'bonjour@lumiere.example',
  notifyTo: 'owner@lumiere.example',
  locale,
  mailingAddress,
})

const ADDRESS = '5445 avenue de Gaspé, suite 204\nMontréal (Québec) H2T 3B2'

const inPerson: SessionDetails = {
  startsAt: new Date('2031-07-15T18:30:00Z'),
  durationMinutes: 90,
  format: 'in-person',
  location: '5445 avenue de Gaspé, Montréal',
}
const online: SessionDetails = {
  startsAt: new Date('2031-11-04T14:00:00Z'),
  durationMinutes: 120,
  format: 'online',
  location: 'https://meet.example/lumiere-portraits',
}

const titles = { en: 'Portraits at Night', fr: 'Portraits de nuit' }
const client = (locale: Locale): ClientBooking => ({
  id: 4211,
  name: 'Zoé O’Brien-Lévesque',
  email: 'zoe.obrien@example.ca',
  locale,
})

const booking = {
  name: 'Zoé O’Brien-Lévesque',
  email: 'zoe.obrien@example.ca',
  phone: '(514) 555-0199',
  classType: 'portrait-mastery',
  format: 'in-person' as const,
  preferredDate: '2031-05-04',
  preferredTime: 'evening' as const,
  experience: 'some-experience' as const,
  goals: 'Light faces well in small rooms & use "Rembrandt" <light>',
  equipment: 'Canon EOS R6, 50mm f/1.8',
  notes: 'Arriving 10 min late.\nParking on the street?',
  totalCost: 449,
}

const manage = (locale: Locale) =>
  `https://lumiere.example${locale === 'fr' ? '/fr' : ''}/classes/booking?token=manage.4211.sample`
const ical = (method: 'REQUEST' | 'CANCEL') => ({
  method,
  content: `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:${method}\r\nBEGIN:VEVENT\r\nUID:class-booking-4211@lumiere.example\r\nSEQUENCE:1\r\nSUMMARY:Portraits\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`,
  filename: 'invitation.ics',
})

const consultation = (locale: Locale, over: Partial<ConsultationMessage> = {}): ConsultationMessage => ({
  id: 908,
  sequence: 0,
  start: Date.parse('2031-03-17T13:00:00Z'),
  end: Date.parse('2031-03-17T13:30:00Z'),
  status: 'confirmed',
  name: 'Marc-André Côté',
  email: 'marc.andre@example.ca',
  phone: '+1 514 555 0123',
  serviceType: 'wedding',
  notes: 'We marry in June; "civil" & <religious> ceremonies.',
  timeZone: 'Europe/Paris',
  locale,
  typeNames: { en: 'Wedding consultation', fr: 'Consultation mariage' },
  modes: ['video', 'phone'],
  videoLink: 'https://meet.example/lumiere-consult',
  address: { en: '5445 Gaspé Avenue, Montréal', fr: '5445, avenue de Gaspé, Montréal' },
  changeCutoffHours: 24,
  ...over,
})

const payment = (
  locale: Locale,
  over: Partial<PaymentRecord & { name?: string }> = {},
): PaymentRecord & { name?: string } => ({
  id: 77,
  bookingId: 4211,
  consultationId: null,
  purpose: 'full',
  offerName: locale === 'fr' ? 'Portraits de nuit' : 'Portraits at Night',
  email: 'zoe.obrien@example.ca',
  amountRefunded: 0,
  amountRefundPending: 0,
  fullPrice: 44_900,
  currency: 'cad',
  status: 'paid',
  checkoutSessionId: 'cs_test_sample',
  checkoutUrl: null,
  paymentIntentId: 'pi_sample',
  expiresAt: null,
  paidAt: new Date('2031-02-01T15:00:00Z'),
  locale,
  subtotal: 44_900,
  gst: 2_245,
  qst: 4_479,
  total: 51_624,
  gstRate: 5,
  qstRate: 9.975,
  name: 'Zoé O’Brien-Lévesque',
  buyerName: 'Zoé O’Brien-Lévesque',
  descriptions: { fr: 'Portraits de nuit', en: 'Portraits at Night' },
  seller: null,
  ...over,
})

const receipt: ReceiptDocument = {
  kind: 'receipt',
  number: 'R-2031-000042',
  issuedAt: '2031-02-01T15:00:00Z',
  seller: {
    legalName: 'Studio Lumière inc.',
    address: '5445 avenue de Gaspé, suite 204\nMontréal (Québec) H2T 3B2',
    gstNumber: '123456789 RT0001',
    qstNumber: '1234567890 TQ0001',
  },
  buyer: { name: 'Zoé O’Brien-Lévesque', email: 'zoe.obrien@example.ca' },
  lines: [
    {
      description: { fr: 'Portraits de nuit (15 juillet 2031)', en: 'Portraits at Night (July 15, 2031)' },
      quantity: 1,
      unitCents: 44_900,
      amountCents: 44_900,
    },
  ],
  subtotalCents: 44_900,
  gstCents: 2_245,
  qstCents: 4_479,
  totalCents: 51_624,
  settledCents: 51_624,
  balanceDueCents: 0,
  reference: 'pi_sample',
}

const creditNote: ReceiptDocument = {
  ...receipt,
  kind: 'credit-note',
  number: 'NC-2031-000003',
  issuedAt: '2031-02-20T16:30:00Z',
  seller: { legalName: 'Studio Lumière inc.', address: 'Montréal (Québec)' },
  subtotalCents: 20_000,
  gstCents: 0,
  qstCents: 0,
  totalCents: 20_000,
  settledCents: 20_000,
  balanceDueCents: 0,
  reference: 're_sample',
  refersTo: 'R-2031-000041',
  reason: { fr: 'Annulation par le client', en: 'Cancelled by the client' },
  lines: [
    {
      description: { fr: 'Remboursement partiel', en: 'Partial refund' },
      quantity: 2,
      unitCents: 10_000,
      amountCents: 20_000,
    },
  ],
}

/** A deposit's receipt: the balance, and by when it is due at the studio. */
const depositReceipt: ReceiptDocument = {
  ...receipt,
  number: 'R-2031-000043',
  buyer: { name: 'Marc-André Côté', email: 'marc.andre@example.ca' },
  settledCents: 12_900,
  balanceDueCents: 38_724,
  terms: { kind: 'balance', dueBy: '2031-07-15T18:30:00Z' },
}

/** The bytes of a receipt's PDF do not matter here, only that the message carries them intact. */
const PDF = Buffer.from('%PDF-1.4\n% sample receipt, not a real document\n%%EOF\n')

const proposal = (locale: Locale): ProposalRecipient => ({
  id: 42,
  client: { name: 'Zoé O’Brien-Lévesque', email: 'zoe.obrien@example.ca', locale },
})
const proposalLink = (locale: Locale) =>
  `https://lumiere.example${locale === 'fr' ? '/fr' : ''}/proposals/sample-token-of-the-client`
/** The second of three installments; `dated`: with its day, as a reminder names it. */
const second = (locale: Locale, dated = true) => ({
  position: 1,
  count: 3,
  amount: 132_208,
  ...(dated && { due: locale === 'fr' ? 'mardi 8 juin 2027' : 'Tuesday, June 8, 2027' }),
})

type Build = (locale: Locale) => Promise<OutgoingEmail[]> | Promise<OutgoingEmail>[]

/** Each sample's name is its fixture's file name; its build is run once per language. */
export const emailSamples: Record<string, Build> = {
  'inquiry-wedding': (locale) =>
    inquiryEmails(
      {
        name: 'Zoé O’Brien-Lévesque',
        email: 'zoe.obrien@example.ca',
        phone: '(514) 555-0199',
        serviceType: 'wedding',
        message: 'Hello!\nWe marry on a boat: is that <possible> & "fun"?\n\nThanks',
        eventDate: '2031-06-21',
        referralSource: 'weddingPlanner',
        venue: 'Bateau-Mouche, Vieux-Port',
        coverageNeeded: 'full-day',
        needVideographer: 'not-sure',
        howYouMet: 'At a café',
        weddingVibe: 'Relaxed',
        whyChooseUs: 'Your night portraits',
        importantMoments: 'The first look',
        specialTraditions: 'A Breton dance',
        movieGenre: 'Comedy',
      },
      locale,
      studioOf(locale),
    ),
  'inquiry-short': (locale) =>
    inquiryEmails(
      {
        name: 'Sam Lee',
        email: 'sam@example.ca',
        serviceType: 'corporate',
        message: 'Headshots for 12 people.',
      } as Contact,
      locale,
      studioOf(locale),
    ),
  'booking-request': (locale) =>
    bookingEmails(booking, titles, locale, studioOf(locale), { manageUrl: manage(locale) }),
  'booking-session': (locale) =>
    bookingEmails({ ...booking, preferredTime: undefined }, titles, locale, studioOf(locale), {
      session: inPerson,
      manageUrl: manage(locale),
      cutoffHours: 48,
    }),
  'booking-waitlist': (locale) =>
    bookingEmails(
      { ...booking, format: 'online', preferredTime: undefined, notes: undefined, goals: undefined },
      titles,
      locale,
      studioOf(locale),
      { session: online, waitlisted: true, manageUrl: manage(locale), cutoffHours: 24 },
    ),
  'status-confirmed': (locale) => [
    bookingStatusEmail(client(locale), 'confirmed', titles[locale], studioOf(locale), {
      session: inPerson,
      manageUrl: manage(locale),
      cutoffHours: 48,
      icalEvent: ical('REQUEST'),
    }),
  ],
  'status-confirmed-request': (locale) => [
    bookingStatusEmail(client(locale), 'confirmed', titles[locale], studioOf(locale), { manageUrl: manage(locale) }),
  ],
  'status-cancelled': (locale) => [
    bookingStatusEmail(client(locale), 'cancelled', titles[locale], studioOf(locale), {
      session: online,
      icalEvent: ical('CANCEL'),
    }),
  ],
  'status-self-cancelled': (locale) => [
    bookingStatusEmail(client(locale), 'cancelled', titles[locale], studioOf(locale), {
      session: inPerson,
      selfService: true,
      icalEvent: ical('CANCEL'),
    }),
  ],
  'status-completed': (locale) => [
    bookingStatusEmail(client(locale), 'completed', titles[locale], studioOf(locale), { session: inPerson }),
  ],
  'seat-offer': (locale) => [
    seatOfferEmail(
      client(locale),
      titles[locale],
      studioOf(locale),
      inPerson,
      new Date('2031-07-13T16:00:00Z'),
      `https://lumiere.example${locale === 'fr' ? '/fr' : ''}/classes/claim?token=claim.4211.sample`,
    ),
  ],
  'seat-offer-online': (locale) => [
    seatOfferEmail(
      client(locale),
      titles[locale],
      studioOf(locale),
      online,
      new Date('2031-11-02T16:00:00Z'),
      `https://lumiere.example${locale === 'fr' ? '/fr' : ''}/classes/claim?token=claim.4211.sample`,
    ),
  ],
  'session-reminder': (locale) => [
    sessionReminderEmail(client(locale), titles[locale], studioOf(locale), inPerson, manage(locale)),
  ],
  'session-reminder-online': (locale) => [
    sessionReminderEmail(client(locale), titles[locale], studioOf(locale), online),
  ],
  'inquiry-reply': (locale) => [
    inquiryReplyEmail('zoe.obrien@example.ca', locale, studioOf(locale), {
      subject: locale === 'fr' ? 'Votre mariage · Lumière Studio' : 'Your wedding · Lumière Studio',
      body: 'Hi Zoé,\n\nThanks for writing. A boat is <fine> & "fun".\nOur rate is $3,200.\n\nSee you soon,\nAnne',
    }),
  ],
  'inquiry-reminder': (locale) => [
    inquiryReminderEmail(
      {
        name: 'Sam Lee',
        email: 'sam@example.ca',
        serviceType: 'corporate',
        message: 'Headshots for\n12 people <ASAP>.',
      },
      26,
      studioOf(locale),
      'https://lumiere.example/admin?tab=inquiries&id=31',
    ),
  ],
  'newsletter-welcome': (locale) => [
    newsletterWelcomeEmail(
      'reader@example.ca',
      locale,
      studioOf(locale, ADDRESS),
      `https://lumiere.example/api/newsletter/unsubscribe?token=unsub.sample&locale=${locale}`,
    ),
  ],
  'newsletter-welcome-no-address': (locale) => [
    newsletterWelcomeEmail(
      'reader@example.ca',
      locale,
      studioOf(locale),
      `https://lumiere.example/api/newsletter/unsubscribe?token=unsub.sample&locale=${locale}`,
    ),
  ],
  'newsletter-confirm': (locale) => [
    newsletterConfirmEmail(
      'reader+news@example.ca',
      locale,
      studioOf(locale, ADDRESS),
      `https://lumiere.example${locale === 'fr' ? '/fr' : ''}/newsletter/confirm?token=confirm.sample`,
    ),
  ],
  'test-email': (locale) => [testEmail(studioOf(locale), new Date('2031-01-02T03:04:05Z'))],
  'consultation-booked': (locale) => consultationEmails(consultation(locale), 'booked', studioOf(locale)),
  'consultation-pending': (locale) =>
    consultationEmails(
      consultation(locale, { status: 'pending', modes: ['studio'], timeZone: null, phone: null, notes: null }),
      'booked',
      studioOf(locale),
    ),
  'consultation-rescheduled': (locale) =>
    consultationEmails(
      consultation(locale, { sequence: 2, modes: ['phone'], start: Date.parse('2031-03-19T18:00:00Z') }),
      'rescheduled',
      studioOf(locale),
    ),
  'consultation-cancelled': (locale) =>
    consultationEmails(consultation(locale, { sequence: 3, status: 'cancelled' }), 'cancelled', studioOf(locale)),
  'consultation-reminder': (locale) =>
    consultationEmails(
      consultation(locale, { modes: ['studio', 'phone'], phone: null, serviceType: null }),
      'reminder',
      studioOf(locale),
    ),
  'payment-request': (locale) => [
    paymentRequestEmail(
      {
        email: 'zoe.obrien@example.ca',
        locale,
        offerName: locale === 'fr' ? 'Acompte du mariage' : 'Wedding deposit',
        total: 114_975,
        name: 'Zoé O’Brien-Lévesque',
      },
      'https://lumiere.example/api/payments/requests/77.sampletoken',
      studioOf(locale),
    ),
  ],
  'payment-late': (locale) => [latePaymentEmail(payment(locale), studioOf(locale))],
  'payment-late-consultation': (locale) => [
    latePaymentEmail(
      payment(locale, {
        bookingId: null,
        consultationId: 908,
        offerName: locale === 'fr' ? 'Consultation mariage' : 'Wedding consultation',
        subtotal: 5_000,
        gst: 0,
        qst: 0,
        total: 5_000,
        gstRate: 0,
        qstRate: 0,
        name: undefined,
      }),
      studioOf(locale),
    ),
  ],
  refund: (locale) => [refundEmail(payment(locale), 25_812, studioOf(locale))],
  'refund-no-name': (locale) => [refundEmail({ ...payment(locale), name: undefined }, 51_624, studioOf(locale))],
  receipt: (locale) => [receiptEmail(receipt, PDF, { studio: 'Lumière Studio', locale })],
  'credit-note': (locale) => [receiptEmail(creditNote, PDF, { studio: 'Lumière Studio', locale })],
  'receipt-balance': (locale) => [receiptEmail(depositReceipt, PDF, { studio: 'Lumière Studio', locale })],
  'refunded-second-charge': (locale) => [refundedChargeEmail(payment(locale), 'second_charge', studioOf(locale))],
  'refunded-wrong-amount': (locale) => [
    refundedChargeEmail(payment(locale, { total: 61_624, currency: 'usd' }), 'wrong_amount', studioOf(locale), 51_624),
  ],
  'refunded-withdrawn': (locale) => [
    refundedChargeEmail(
      payment(locale, {
        bookingId: null,
        purpose: 'request',
        offerName: locale === 'fr' ? 'Commande de tirages' : 'Print order',
        name: 'Camille Roy',
      }),
      'withdrawn',
      studioOf(locale),
    ),
  ],
  'wrong-amount-studio': (locale) => [
    wrongAmountStudioEmail(
      payment(locale, { total: 61_624 }),
      'cs_test_sample',
      { total: 51_624, currency: 'cad' },
      studioOf(locale),
    ),
  ],
  'proposal-sent': (locale) => [
    proposalSentEmail(proposal(locale), studioOf(locale), {
      event: locale === 'fr' ? 'samedi 12 juin 2027' : 'Saturday, June 12, 2027',
      total: 396_663,
      expiry: locale === 'fr' ? 'mardi 15 décembre 2026' : 'Tuesday, December 15, 2026',
      url: proposalLink(locale),
    }),
  ],
  'proposal-reminder-week': (locale) => [
    installmentReminderEmail(proposal(locale), studioOf(locale), 'week', second(locale), proposalLink(locale)),
  ],
  'proposal-reminder-day': (locale) => [
    installmentReminderEmail(proposal(locale), studioOf(locale), 'day', second(locale), proposalLink(locale)),
  ],
  'proposal-late': (locale) => [
    installmentReminderEmail(proposal(locale), studioOf(locale), 'late', second(locale), proposalLink(locale)),
  ],
  'proposal-charge-failed': (locale) => [
    chargeFailedEmail(proposal(locale), studioOf(locale), second(locale, false), proposalLink(locale)),
  ],
  'proposal-contract': (locale) => contractEmails(proposal(locale), studioOf(locale), PDF),
}
