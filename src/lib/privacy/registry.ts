import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

/** A text in both languages (the export's field explanations, the dashboard's labels). */
export interface Bilingual {
  en: string
  fr: string
}

export interface PersonalField {
  column: string
  about: Bilingual
}

/**
 * How the rows of a person leave the database on erasure:
 * - `delete`: the row's only purpose was to reach or answer the person;
 * - `anonymize`: the studio must keep the row for its accounts (a booking's date, class, amount and
 *   seat), so every column that names or reaches the person is overwritten by `set`.
 */
export type Erasure = { action: 'delete' } | { action: 'anonymize'; set: SQL }

/**
 * One table that can hold a visitor's personal data. Export, erasure and retention all read this
 * list, so a table added here is found, exported and erased everywhere at once.
 */
export interface PersonalTable {
  /** The kind shown to the administrator and in the register (never the person's data). */
  kind: string
  table: string
  /** Its Payload collection, whose cache tag an erasure expires (pages and lists that show it). */
  collection: string
  about: Bilingual
  /** The rows of one address (already trimmed and lower-cased); a WHERE clause. */
  match: (email: string) => SQL
  /** The columns exported, each explained in both languages. */
  fields: PersonalField[]
  erase: Erasure
  /**
   * What must go first when rows matching `where` leave (erasure or retention): the rows of other
   * tables that point at them and cannot stay without them.
   */
  before?: (where: SQL) => SQL
}

/** The value an erased e-mail column takes: `.invalid` is reserved (RFC 2606), it reaches no one. */
export const ERASED_EMAIL = 'erased@erased.invalid'
export const ERASED_NAME = 'Erased / Effacé'

const f = (column: string, en: string, fr: string): PersonalField => ({ column, about: { en, fr } })
const common = [f('id', 'Record number', "Numéro d'enregistrement"), f('created_at', 'Created at', 'Créé le')]

/** `column` holds the address, whatever its case and surrounding spaces. */
const sameAddress = (column: string, email: string) => sql`lower(trim(${sql.identifier(column)})) = ${email}`
/**
 * The address appears as a whole address in `column` (as text): a message body, a stored JSON
 * answer. Not a mere substring: erasing a@b.ca must not take the e-mails of ba@b.ca with it.
 */
const mentions = (column: string, email: string) =>
  sql`lower(${sql.identifier(column)}::text) ~ ${addressPattern(email)}`

/** A POSIX regular expression that finds `email` bounded by what cannot be part of an address. */
export const addressPattern = (email: string) =>
  `(^|[^a-z0-9._%+-])${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9.-]|\\.($|[^a-z0-9]))`

export const PERSONAL_TABLES: PersonalTable[] = [
  {
    // The inquiry's history (issue 27): stage changes, private notes and replies, which name the
    // person. Listed before the inquiries so that it leaves first.
    kind: 'inquiry-history',
    table: 'inquiry_events',
    collection: 'inquiry-events',
    about: {
      en: 'History of the inquiries: stages, notes, replies',
      fr: 'Historique des demandes : étapes, notes, réponses',
    },
    match: (email) => sql`inquiry_id IN (SELECT id FROM inquiries WHERE ${sameAddress('email', email)})`,
    fields: [
      ...common,
      f('inquiry_id', 'Inquiry number', 'Numéro de la demande'),
      f('kind', 'Kind of entry', "Type d'entrée"),
      f('from_stage', 'Stage before', 'Étape avant'),
      f('to_stage', 'Stage after', 'Étape après'),
      f('lost_reason', 'Reason the inquiry was lost', 'Raison de la perte de la demande'),
      f('subject', 'Subject of the reply', 'Objet de la réponse'),
      f('text', 'Text of the note or reply', 'Texte de la note ou de la réponse'),
      f('actor', 'Written through', 'Écrit depuis'),
    ],
    erase: { action: 'delete' },
  },
  {
    kind: 'inquiry',
    table: 'inquiries',
    collection: 'inquiries',
    about: { en: 'Contact form inquiries', fr: 'Demandes du formulaire de contact' },
    match: (email) => sameAddress('email', email),
    fields: [
      ...common,
      f('name', 'Name given on the contact form', 'Nom donné dans le formulaire de contact'),
      f('email', 'E-mail address', 'Adresse courriel'),
      f('phone', 'Phone number', 'Numéro de téléphone'),
      f('service_type', 'Service asked about', 'Service demandé'),
      f('message', 'Message written', 'Message écrit'),
      f('event_date', 'Date of the event', "Date de l'événement"),
      f('referral_source', 'How the studio was found', 'Comment le studio a été trouvé'),
      f('venue', 'Venue of the event', "Lieu de l'événement"),
      f('coverage_needed', 'Coverage asked for', 'Couverture demandée'),
      f('need_videographer', 'Videographer wanted', 'Vidéaste souhaité'),
      f('how_you_met', 'How the couple met', 'Comment le couple s’est rencontré'),
      f('wedding_vibe', 'Style of the wedding', 'Ambiance du mariage'),
      f('why_choose_us', 'Why the studio was chosen', 'Pourquoi le studio a été choisi'),
      f('important_moments', 'Moments that matter', 'Moments importants'),
      f('special_traditions', 'Traditions to capture', 'Traditions à saisir'),
      f('movie_genre', 'Favourite film genre', 'Genre de film préféré'),
      f('locale', 'Language of the form', 'Langue du formulaire'),
      f('stage', 'Stage of the inquiry', 'Étape de la demande'),
      f('lost_reason', 'Reason the inquiry was lost', 'Raison de la perte de la demande'),
      f('lost_note', 'Note on the loss', 'Note sur la perte'),
      f('first_replied_at', 'First replied at', 'Première réponse le'),
    ],
    erase: { action: 'delete' },
    before: (where) => sql`DELETE FROM inquiry_events WHERE inquiry_id IN (SELECT id FROM inquiries WHERE ${where})`,
  },
  {
    kind: 'class-booking',
    table: 'bookings',
    collection: 'bookings',
    about: { en: 'Photography class bookings', fr: 'Réservations de cours de photographie' },
    match: (email) => sameAddress('email', email),
    fields: [
      ...common,
      f('name', 'Name of the student', "Nom de l'élève"),
      f('email', 'E-mail address', 'Adresse courriel'),
      f('phone', 'Phone number', 'Numéro de téléphone'),
      f('class_type', 'Class booked', 'Cours réservé'),
      f('format', 'Format (in person or online)', 'Formule (en personne ou en ligne)'),
      f('session_id', 'Class session number', 'Numéro de la séance'),
      f('preferred_date', 'Preferred date', 'Date souhaitée'),
      f('preferred_time', 'Preferred time of day', 'Moment de la journée souhaité'),
      f('experience', 'Photography experience', 'Expérience en photographie'),
      f('goals', 'Goals written', 'Objectifs écrits'),
      f('equipment', 'Equipment described', 'Équipement décrit'),
      f('notes', 'Notes written', 'Notes écrites'),
      f('total_cost', 'Amount (CAD)', 'Montant (CAD)'),
      f('status', 'Status of the booking', 'État de la réservation'),
      f('locale', 'Language of the form', 'Langue du formulaire'),
    ],
    // The accounts keep the class, the session (its seat), the date, the amount and the status.
    erase: {
      action: 'anonymize',
      set: sql`name = ${ERASED_NAME}, email = ${ERASED_EMAIL}, phone = NULL, goals = NULL, equipment = NULL,
        notes = NULL, updated_at = now()`,
    },
  },
  {
    // Issue 26. A consultation exists to talk with the person: erased, it leaves whole and frees its
    // time (the studio's accounts hold nothing of it).
    kind: 'consultation',
    table: 'consultation_bookings',
    collection: 'consultation-bookings',
    about: { en: 'Consultations booked', fr: 'Consultations réservées' },
    match: (email) => sameAddress('email', email),
    fields: [
      ...common,
      f('name', 'Name', 'Nom'),
      f('email', 'E-mail address', 'Adresse courriel'),
      f('phone', 'Phone number', 'Numéro de téléphone'),
      f('type', 'Kind of consultation', 'Type de consultation'),
      f('starts_at', 'Start (UTC)', 'Début (UTC)'),
      f('ends_at', 'End (UTC)', 'Fin (UTC)'),
      f('service_type', 'Service of interest', 'Service qui vous intéresse'),
      f('notes', 'Notes written', 'Notes écrites'),
      f('time_zone', 'Time zone shown', 'Fuseau horaire affiché'),
      f('owner_note', "Studio's private note", 'Note privée du studio'),
      f('status', 'Status', 'État'),
      f('locale', 'Language of the form', 'Langue du formulaire'),
    ],
    erase: { action: 'delete' },
  },
  {
    kind: 'newsletter',
    table: 'subscribers',
    collection: 'subscribers',
    about: { en: 'Newsletter subscription', fr: 'Abonnement à l’infolettre' },
    match: (email) => sameAddress('email', email),
    fields: [
      ...common,
      f('email', 'E-mail address', 'Adresse courriel'),
      f('is_active', 'Subscription active (confirmed, not withdrawn)', 'Abonnement actif (confirmé, non retiré)'),
      f('subscribed_at', 'Signed up at', 'Inscrit le'),
      f('source', 'Page of the sign-up form', 'Page du formulaire d’inscription'),
      f('locale', 'Language of the sign-up and of the e-mails', 'Langue de l’inscription et des courriels'),
      f('consent_text', 'Text agreed to when signing up', 'Texte accepté à l’inscription'),
      f('confirmed_at', 'Subscription confirmed at (link in the e-mail)', 'Abonnement confirmé le (lien du courriel)'),
      f('unsubscribed_at', 'Unsubscribed at (consent withdrawn)', 'Désabonné le (consentement retiré)'),
    ],
    erase: { action: 'delete' },
  },
  {
    kind: 'pool-entry',
    table: 'pool_entries',
    collection: 'pool-entries',
    about: { en: 'Pool registrations', fr: 'Inscriptions au concours' },
    match: (email) => sameAddress('email', email),
    fields: [
      ...common,
      f('name', 'Name', 'Nom'),
      f('user_id', 'Participant identifier', 'Identifiant du participant'),
      f('email', 'E-mail address', 'Adresse courriel'),
      f('supporting_team', 'Team supported', 'Équipe soutenue'),
      f('selected_game', 'Game chosen', 'Match choisi'),
      f('registered_at', 'Registered at', 'Inscrit le'),
    ],
    erase: { action: 'delete' },
  },
  {
    kind: 'email',
    table: 'outbox',
    collection: 'outbox',
    about: {
      en: 'E-mails sent to the person, or about them to the studio',
      fr: 'Courriels envoyés à la personne, ou à son sujet au studio',
    },
    // The studio's notice of an inquiry is sent to the studio with the person as Reply-To and their
    // address in the text: it is theirs too.
    match: (email) =>
      sql`(${sameAddress('to', email)} OR ${sameAddress('reply_to', email)} OR ${mentions('text', email)})`,
    fields: [
      ...common,
      f('to', 'Recipient', 'Destinataire'),
      f('reply_to', 'Reply-to address', 'Adresse de réponse'),
      f('subject', 'Subject', 'Objet'),
      f('text', 'Text of the e-mail', 'Texte du courriel'),
      f('kind', 'Kind of e-mail', 'Type de courriel'),
      f('status', 'Delivery status', "État de l'envoi"),
      f('sent_at', 'Sent at', 'Envoyé le'),
    ],
    erase: { action: 'delete' },
  },
  {
    kind: 'stored-answer',
    table: 'idempotency_keys',
    collection: 'idempotency-keys',
    about: {
      en: 'Answers kept for 24 hours so that a form sent twice is recorded once',
      fr: 'Réponses gardées 24 heures pour qu’un formulaire envoyé deux fois soit enregistré une fois',
    },
    match: (email) => mentions('response_body', email),
    fields: [
      ...common,
      f('route', 'Form sent', 'Formulaire envoyé'),
      f('response_body', 'Answer given', 'Réponse donnée'),
      f('expires_at', 'Deleted at', 'Supprimée le'),
    ],
    erase: { action: 'delete' },
  },
]

/**
 * Tables with a column whose name looks personal (name, e-mail, phone, IP…) that hold no visitor's
 * data to find by e-mail, and why. The completeness test fails on any such table in neither list.
 */
export const NOT_FOUND_BY_EMAIL: Record<string, string> = {
  users: 'The CMS sign-ins of the studio itself, not of visitors.',
  admin_sessions: "The administrator's own dashboard sessions (their IP); kept until they expire.",
  site_settings: "The studio's own name, phone and address.",
  payload_migrations: 'Names of the schema migrations.',
  shared_secrets: 'Names of the server’s own keys.',
  reviews: 'Testimonials the studio publishes with the client’s consent; no e-mail to find them by, edited in the CMS.',
  security_events: 'IP addresses of refused requests, no e-mail; removed by the retention period.',
  blocked_ips: 'IP addresses blocked for abuse, no e-mail; removed when the block ends.',
  pricing_page_wedding_packages_locales: 'Package names (page content).',
  pricing_page_other_services_locales: 'Service names (page content).',
  pricing_page_extras_locales: 'Extra names (page content).',
  classes_page_stories: 'Student stories the studio publishes (page content).',
  reviews_page_featured_stories: 'Client stories the studio publishes (page content).',
  reply_templates_locales: 'The studio’s own reply templates (their names and texts).',
  consultation_types_locales: 'The studio’s own consultation types (their names and descriptions).',
  consultation_availability_weekly: 'The owner’s weekly hours (weekday names).',
  consultation_availability_overrides: 'The owner’s date overrides (their names: a holiday, a day off).',
}

/** Column names that suggest personal data, for the completeness test over the schema. */
export const PERSONAL_COLUMN = /(^|_)(e?mail|name|names|phone|to|reply_to|ip|user_agent|user_id)$/

/** Version tables of page content (`_pricing_page_v_…`) follow their page: same content. */
export const exemptionOf = (table: string): string | undefined =>
  NOT_FOUND_BY_EMAIL[table] ??
  NOT_FOUND_BY_EMAIL[
    table
      .replace(/^_/, '')
      .replace(/_v_version_/, '_')
      .replace(/_v(_|$)/, '$1')
  ]

/** An address as it is compared: trimmed and lower-cased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase()

/**
 * How long each kind is kept (issue 28 §5; Quebec's act, s. 23: destroyed or anonymized once its
 * purpose is served). The period is the owner's, in the CMS (Privacy settings); `defaultValue` is
 * the example. Rows of a registered table leave as its erasure says (delete or anonymize);
 * the others are deleted.
 */
export interface RetentionRule {
  /** The CMS field that holds the period, and the kind the report names. */
  setting: 'inquiriesMonths' | 'sentEmailsDays' | 'securityEventsMonths' | 'webVitalsMonths' | 'unconfirmedSignupsDays'
  table: string
  unit: 'days' | 'months'
  defaultValue: number
  /** The rows older than `cutoff`. */
  due: (cutoff: Date) => SQL
}

export const RETENTION_RULES: RetentionRule[] = [
  // Inquiries that led to nothing (any stage but `booked`), counted from their last change of stage;
  // a booked one became a contract, which the studio keeps under its own accounting rules.
  {
    setting: 'inquiriesMonths',
    table: 'inquiries',
    unit: 'months',
    defaultValue: 24,
    due: (cutoff) =>
      sql`coalesce(stage, 'new') <> 'booked' AND coalesce(stage_changed_at, created_at) < ${cutoff.toISOString()}`,
  },
  {
    setting: 'sentEmailsDays',
    table: 'outbox',
    unit: 'days',
    defaultValue: 90,
    due: (cutoff) => sql`status = 'sent' AND coalesce(sent_at, created_at) < ${cutoff.toISOString()}`,
  },
  {
    setting: 'securityEventsMonths',
    table: 'security_events',
    unit: 'months',
    defaultValue: 13,
    due: (cutoff) => sql`created_at < ${cutoff.toISOString()}`,
  },
  {
    setting: 'webVitalsMonths',
    table: 'web_vitals',
    unit: 'months',
    defaultValue: 13,
    due: (cutoff) => sql`created_at < ${cutoff.toISOString()}`,
  },
  // Newsletter sign-ups never confirmed: the request for consent went unanswered (or was made by
  // someone else), so the address has no purpose here. Counted from the sign-up, which a resent
  // confirmation renews (its link is valid 7 days from then). A confirmed row, active or
  // withdrawn, is the proof of consent and stays.
  {
    setting: 'unconfirmedSignupsDays',
    table: 'subscribers',
    unit: 'days',
    defaultValue: 7,
    due: (cutoff) => sql`is_active = false AND confirmed_at IS NULL AND subscribed_at < ${cutoff.toISOString()}`,
  },
]

export type RetentionPeriods = Record<RetentionRule['setting'], number>

export const DEFAULT_RETENTION: RetentionPeriods = Object.fromEntries(
  RETENTION_RULES.map((rule) => [rule.setting, rule.defaultValue]),
) as RetentionPeriods
