import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { adminLoginSchema, verifyTwoFactorSchema } from '@/lib/schemas/adminLogin'
import { blogPostSchema, isCoverImageUrl } from '@/lib/schemas/blogPost'
import { classBookingSchema } from '@/lib/schemas/classBooking'
import { earliestTodayIso, isIsoDate, isPlausiblePhone, localDateIso, queryInteger } from '@/lib/schemas/common'
import { consultationSchema, slotQuerySchema } from '@/lib/schemas/consultation'
import {
  contactSchema,
  dropWeddingFieldsUnlessWedding,
  makeContactSchema,
  REFERRAL_SOURCES,
  SERVICE_TYPES,
  WEDDING_FIELDS,
} from '@/lib/schemas/contact'
import { newsletterSchema, passesClientEmailCheck } from '@/lib/schemas/newsletter'
import { POOL_TEAMS, poolRegistrationSchema } from '@/lib/schemas/poolRegistration'

/** The first message key per field, as the form and the server show them. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input)
  if (result.success) return {}
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const path = issue.path.join('.')
    errors[path] ??= issue.message
  }
  return errors
}

const validBooking = {
  name: 'Élodie Tremblay',
  email: 'elodie+photo@example.ca',
  phone: '(555) 123-4567',
  classType: 'portrait-mastery',
  format: 'in-person',
  preferredDate: '2030-03-14',
  preferredTime: 'evening',
  experience: 'some-experience',
  goals: 'Better portraits',
  equipment: 'Canon R6',
  notes: '',
  totalCost: 449,
}

describe('classBookingSchema', () => {
  it('accepts a complete booking and turns blank optional fields into undefined', () => {
    const parsed = classBookingSchema.parse(validBooking)
    expect(parsed.notes).toBeUndefined()
    expect(parsed.name).toBe('Élodie Tremblay')
    expect(parsed.totalCost).toBe(449)
  })

  it('accepts the minimum: name, email, class, format, experience, cost', () => {
    const parsed = classBookingSchema.parse({
      name: 'A',
      email: 'a@b.ca',
      classType: '60min-session',
      format: 'online',
      experience: 'advanced',
      totalCost: 0,
      phone: '',
      preferredDate: '',
      preferredTime: '',
    })
    expect(parsed.phone).toBeUndefined()
    expect(parsed.preferredDate).toBeUndefined()
    expect(parsed.preferredTime).toBeUndefined()
  })

  it('accepts any well-formed class id: which ones exist is for the CMS catalogue to say', () => {
    for (const classType of ['60min-session', 'business-photography', 'night-sky-2027']) {
      expect(classBookingSchema.safeParse({ ...validBooking, classType }).success).toBe(true)
    }
    for (const classType of ['Yoga Class', 'a--b', '-x', 'x'.repeat(65), 42]) {
      expect(errorsOf(classBookingSchema, { ...validBooking, classType })).toEqual({
        classType: 'validation.classTypeRequired',
      })
    }
  })

  it('reports the form’s messages for class type, format and experience', () => {
    for (const blank of ['', undefined, '  ']) {
      expect(
        errorsOf(classBookingSchema, {
          ...validBooking,
          classType: blank,
          format: blank,
          experience: blank,
        }),
      ).toEqual({
        classType: 'validation.classTypeRequired',
        format: 'validation.formatRequired',
        experience: 'validation.experienceRequired',
      })
    }
  })

  it('requires name and a valid email', () => {
    expect(errorsOf(classBookingSchema, { ...validBooking, name: '   ', email: '' })).toEqual({
      name: 'validation.nameRequired',
      email: 'validation.emailRequired',
    })
    expect(errorsOf(classBookingSchema, { ...validBooking, name: undefined, email: 'not-an-email' })).toEqual({
      name: 'validation.nameRequired',
      email: 'validation.emailInvalid',
    })
    expect(errorsOf(classBookingSchema, { ...validBooking, name: 'x'.repeat(101) })).toEqual({
      name: 'validation.nameTooLong',
    })
  })

  it('requires a non-negative whole total cost', () => {
    expect(errorsOf(classBookingSchema, { ...validBooking, totalCost: -1 })).toEqual({
      totalCost: 'validation.totalCostNonNegative',
    })
    expect(errorsOf(classBookingSchema, { ...validBooking, totalCost: 12.5 })).toEqual({
      totalCost: 'validation.totalCostInvalid',
    })
    expect(errorsOf(classBookingSchema, { ...validBooking, totalCost: '449' })).toEqual({
      totalCost: 'validation.totalCostInvalid',
    })
  })

  it('checks the optional date, time, phone and text lengths', () => {
    expect(
      errorsOf(classBookingSchema, {
        ...validBooking,
        preferredDate: '14/03/2030',
        preferredTime: 'night',
        phone: 'call me',
        notes: 'x'.repeat(2001),
      }),
    ).toEqual({
      preferredDate: 'validation.dateInvalid',
      preferredTime: 'validation.preferredTimeInvalid',
      phone: 'validation.phoneInvalid',
      notes: 'validation.textTooLong',
    })
  })
})

describe('common field rules', () => {
  it('isIsoDate accepts real calendar dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true)
    expect(isIsoDate('2025-02-29')).toBe(false)
    expect(isIsoDate('2025-13-01')).toBe(false)
    expect(isIsoDate('2025-1-01')).toBe(false)
  })

  it('isPlausiblePhone is lenient with formats and strict with garbage', () => {
    for (const phone of [
      '(555) 123-4567',
      '+1 514 555 0100',
      '+33 6 12 34 56 78',
      '514.555.0100 poste 12',
      '514-555-0100 ext. 7',
      '5551234',
    ]) {
      expect(isPlausiblePhone(phone), phone).toBe(true)
    }
    for (const phone of ['123', 'call me', '555-CALL-NOW', '1234567890123456', "555' OR 1=1"]) {
      expect(isPlausiblePhone(phone), phone).toBe(false)
    }
  })

  it('phone numbers longer than 30 characters are refused', () => {
    expect(
      errorsOf(contactSchema, {
        ...validContact,
        phone: '+1 (514) 555-0100 ext. 1234567 ' + '1'.repeat(5),
      }),
    ).toEqual({
      phone: 'validation.phoneTooLong',
    })
  })

  it('earliestTodayIso is the date in UTC-12', () => {
    expect(earliestTodayIso(new Date('2025-06-10T11:59:00Z'))).toBe('2025-06-09')
    expect(earliestTodayIso(new Date('2025-06-10T12:00:00Z'))).toBe('2025-06-10')
    expect(localDateIso(new Date(2025, 0, 5, 23, 30))).toBe('2025-01-05')
  })
})

const validContact = {
  name: 'Jean-François Côté',
  email: 'jf.cote@example.com',
  phone: '',
  serviceType: 'family',
  message: 'We would love a family session in the fall.',
  eventDate: '',
  referralSource: 'google',
}

describe('contactSchema', () => {
  it('accepts a minimal inquiry', () => {
    const parsed = contactSchema.parse({ ...validContact, referralSource: '' })
    expect(parsed.referralSource).toBeUndefined()
    expect(parsed.eventDate).toBeUndefined()
  })

  it('knows the 8 service types and 14 referral sources', () => {
    expect(SERVICE_TYPES).toHaveLength(8)
    expect(REFERRAL_SOURCES).toHaveLength(14)
    for (const serviceType of SERVICE_TYPES)
      expect(contactSchema.safeParse({ ...validContact, serviceType }).success).toBe(true)
    for (const referralSource of REFERRAL_SOURCES) {
      expect(contactSchema.safeParse({ ...validContact, referralSource }).success).toBe(true)
    }
  })

  it('reports every contact message', () => {
    expect(
      errorsOf(contactSchema, {
        ...validContact,
        name: '',
        email: 'x@',
        serviceType: 'boudoir',
        message: 'short',
        referralSource: 'tv',
      }),
    ).toEqual({
      name: 'validation.nameRequired',
      email: 'validation.emailInvalid',
      serviceType: 'validation.serviceTypeRequired',
      message: 'validation.messageTooShort',
      referralSource: 'validation.referralSourceInvalid',
    })
    expect(errorsOf(contactSchema, { ...validContact, message: '   ' })).toEqual({
      message: 'validation.messageRequired',
    })
    expect(errorsOf(contactSchema, { ...validContact, message: 'x'.repeat(5001) })).toEqual({
      message: 'validation.messageTooLong',
    })
    expect(errorsOf(contactSchema, { ...validContact, name: 'x'.repeat(101) })).toEqual({
      name: 'validation.nameTooLong',
    })
    expect(errorsOf(contactSchema, { ...validContact, email: `${'a'.repeat(250)}@b.ca` })).toEqual({
      email: 'validation.emailTooLong',
    })
    expect(errorsOf(contactSchema, { ...validContact, serviceType: undefined })).toEqual({
      serviceType: 'validation.serviceTypeRequired',
    })
  })

  it('accepts a message of exactly 10 and 5000 characters', () => {
    expect(contactSchema.safeParse({ ...validContact, message: '0123456789' }).success).toBe(true)
    expect(contactSchema.safeParse({ ...validContact, message: 'x'.repeat(5000) }).success).toBe(true)
  })

  it('refuses an event date before today, read from the injected clock at every parse', () => {
    let today = '2030-05-10'
    const schema = makeContactSchema({ today: () => today })
    expect(schema.safeParse({ ...validContact, eventDate: '2030-05-10' }).success).toBe(true)
    expect(schema.safeParse({ ...validContact, eventDate: '2031-01-01' }).success).toBe(true)
    expect(errorsOf(schema, { ...validContact, eventDate: '2030-05-09' })).toEqual({
      eventDate: 'validation.datePast',
    })
    today = '2030-05-11'
    expect(errorsOf(schema, { ...validContact, eventDate: '2030-05-10' })).toEqual({
      eventDate: 'validation.datePast',
    })
    expect(errorsOf(schema, { ...validContact, eventDate: '2030-02-30' })).toEqual({
      eventDate: 'validation.dateInvalid',
    })
  })

  it('uses the real clock by default', () => {
    expect(errorsOf(contactSchema, { ...validContact, eventDate: '2000-01-01' })).toEqual({
      eventDate: 'validation.datePast',
    })
    expect(contactSchema.safeParse({ ...validContact, eventDate: '2199-12-31' }).success).toBe(true)
  })

  it('validates the wedding choices and lengths', () => {
    expect(
      errorsOf(contactSchema, {
        ...validContact,
        serviceType: 'wedding',
        coverageNeeded: 'weekend',
        needVideographer: 'maybe',
        venue: 'v'.repeat(201),
        movieGenre: 'm'.repeat(101),
      }),
    ).toEqual({
      coverageNeeded: 'validation.coverageNeededInvalid',
      needVideographer: 'validation.needVideographerInvalid',
      venue: 'validation.textTooLong',
      movieGenre: 'validation.textTooLong',
    })
  })

  it('drops the wedding fields unless the service is a wedding', () => {
    const wedding = {
      ...validContact,
      venue: 'Château Ramezay',
      coverageNeeded: 'full-day',
      needVideographer: 'yes',
      howYouMet: 'At school',
      weddingVibe: 'Elegant',
      whyChooseUs: 'Your portfolio',
      importantMoments: 'First look',
      specialTraditions: 'Lion dance',
      movieGenre: 'Romance',
    }
    const kept = dropWeddingFieldsUnlessWedding(contactSchema.parse({ ...wedding, serviceType: 'wedding' }))
    for (const field of WEDDING_FIELDS) expect(kept[field], field).toBeDefined()

    const dropped = dropWeddingFieldsUnlessWedding(contactSchema.parse({ ...wedding, serviceType: 'corporate' }))
    for (const field of WEDDING_FIELDS) expect(field in dropped, field).toBe(false)
    expect(dropped).toMatchObject({ name: 'Jean-François Côté', serviceType: 'corporate' })
  })
})

describe('newsletterSchema', () => {
  it('trims and lower-cases the address', () => {
    expect(newsletterSchema.parse({ email: '  Jean.Dupont+Blog@Example.COM ' })).toEqual({
      email: 'jean.dupont+blog@example.com',
    })
  })

  it('reports required, invalid and too long', () => {
    expect(errorsOf(newsletterSchema, { email: '  ' })).toEqual({
      email: 'validation.emailRequired',
    })
    expect(errorsOf(newsletterSchema, {})).toEqual({ email: 'validation.emailRequired' })
    expect(errorsOf(newsletterSchema, { email: 'a@b' })).toEqual({
      email: 'validation.emailInvalid',
    })
    expect(errorsOf(newsletterSchema, { email: `${'a'.repeat(250)}@b.ca` })).toEqual({
      email: 'validation.emailTooLong',
    })
  })

  it('keeps a source that is a path of this site and drops anything else, never refusing the sign-up', () => {
    const source = (value: unknown) => newsletterSchema.parse({ email: 'a@b.ca', source: value }).source
    expect(source('/fr/blog')).toBe('/fr/blog')
    expect(source('/blog/a-post_1')).toBe('/blog/a-post_1')
    for (const bad of [
      '//evil.example/x',
      'https://evil.example/',
      'blog',
      '/\\evil',
      '/a b',
      '/a?x=1',
      '/a#b',
      42,
      null,
    ])
      expect(source(bad), String(bad)).toBeUndefined()
    expect(source(`/${'a'.repeat(300)}`)).toBeUndefined()
    expect(newsletterSchema.parse({ email: 'a@b.ca' }).source).toBeUndefined()
  })

  it('the client check only wants something with an @', () => {
    expect(passesClientEmailCheck('a@b')).toBe(true)
    expect(passesClientEmailCheck('')).toBe(false)
    expect(passesClientEmailCheck('   ')).toBe(false)
    expect(passesClientEmailCheck('no-at-sign')).toBe(false)
  })
})

const validPool = {
  name: '  Marc-André ',
  userId: ' MarcA ',
  email: 'marc@example.ca',
  supportingTeam: 'CF Montréal',
  selectedGame: 'qf-1',
}

describe('poolRegistrationSchema', () => {
  it('trims everything and lower-cases userId', () => {
    expect(poolRegistrationSchema.parse(validPool)).toEqual({
      name: 'Marc-André',
      userId: 'marca',
      email: 'marc@example.ca',
      supportingTeam: 'CF Montréal',
      selectedGame: 'qf-1',
    })
  })

  it('accepts the 9 teams, also written with decomposed accents', () => {
    expect(POOL_TEAMS).toHaveLength(9)
    for (const team of POOL_TEAMS) {
      expect(
        poolRegistrationSchema.safeParse({ ...validPool, supportingTeam: team.normalize('NFD') }).success,
        team,
      ).toBe(true)
    }
  })

  it('reports one French message for any missing field', () => {
    const message = 'validation.poolFieldsRequired'
    expect(
      errorsOf(poolRegistrationSchema, {
        name: ' ',
        userId: '',
        email: '',
        supportingTeam: '',
        selectedGame: '  ',
      }),
    ).toEqual({
      name: message,
      userId: message,
      email: message,
      supportingTeam: message,
      selectedGame: message,
    })
    expect(errorsOf(poolRegistrationSchema, {})).toEqual({
      name: message,
      userId: message,
      email: message,
      supportingTeam: message,
      selectedGame: message,
    })
    expect(errorsOf(poolRegistrationSchema, { ...validPool, supportingTeam: 'Toronto FC' })).toEqual({
      supportingTeam: message,
    })
    expect(errorsOf(poolRegistrationSchema, { ...validPool, selectedGame: 'qf-9' })).toEqual({ selectedGame: message })
  })

  it('checks the address and the lengths', () => {
    expect(errorsOf(poolRegistrationSchema, { ...validPool, email: 'marc@' })).toEqual({
      email: 'validation.poolEmailInvalid',
    })
    expect(errorsOf(poolRegistrationSchema, { ...validPool, userId: 'u'.repeat(51) })).toEqual({
      userId: 'validation.poolFieldTooLong',
    })
  })
})

describe('adminLoginSchema and verifyTwoFactorSchema', () => {
  it('requires the password and keeps it as typed', () => {
    expect(errorsOf(adminLoginSchema, { password: '' })).toEqual({
      password: 'validation.passwordRequired',
    })
    expect(errorsOf(adminLoginSchema, {})).toEqual({ password: 'validation.passwordRequired' })
    expect(errorsOf(adminLoginSchema, { password: 'p'.repeat(257) })).toEqual({
      password: 'validation.passwordTooLong',
    })
    expect(adminLoginSchema.parse({ password: ' secret ' })).toEqual({ password: ' secret ' })
  })

  it('wants a session token and exactly 6 digits', () => {
    expect(verifyTwoFactorSchema.parse({ sessionToken: 'abc', code: ' 012345 ' })).toEqual({
      sessionToken: 'abc',
      code: '012345',
    })
    for (const code of ['12345', '1234567', '12a456', '', undefined]) {
      expect(errorsOf(verifyTwoFactorSchema, { sessionToken: 'abc', code }), String(code)).toEqual({
        code: 'validation.codeInvalid',
      })
    }
    expect(errorsOf(verifyTwoFactorSchema, { code: '123456' })).toEqual({
      sessionToken: 'validation.sessionTokenRequired',
    })
  })
})

const validPost = {
  title: 'Fall family sessions',
  slug: 'fall-family-sessions',
  excerpt: '',
  content: 'Leaves, light and laughter.',
  coverImage: '',
}

describe('blogPostSchema', () => {
  it('defaults isPublished to false and treats blank excerpt and cover image as none', () => {
    expect(blogPostSchema.parse(validPost)).toEqual({
      title: 'Fall family sessions',
      slug: 'fall-family-sessions',
      excerpt: undefined,
      content: 'Leaves, light and laughter.',
      coverImage: undefined,
      isPublished: false,
    })
    expect(blogPostSchema.parse({ ...validPost, isPublished: true }).isPublished).toBe(true)
  })

  it('reports the form’s messages', () => {
    expect(errorsOf(blogPostSchema, { title: '', slug: '', content: '  ', coverImage: 'not a url' })).toEqual({
      title: 'validation.titleRequired',
      slug: 'validation.slugRequired',
      content: 'validation.contentRequired',
      coverImage: 'validation.urlInvalid',
    })
    expect(errorsOf(blogPostSchema, {})).toEqual({
      title: 'validation.titleRequired',
      slug: 'validation.slugRequired',
      content: 'validation.contentRequired',
    })
  })

  it('checks the slug pattern', () => {
    for (const slug of ['Fall-Sessions', 'fall--sessions', '-fall', 'fall-', 'été', 'fall sessions']) {
      expect(errorsOf(blogPostSchema, { ...validPost, slug }), slug).toEqual({
        slug: 'validation.slugInvalid',
      })
    }
    expect(blogPostSchema.safeParse({ ...validPost, slug: '2025-top-10' }).success).toBe(true)
  })

  it('accepts http(s) and site-relative cover images only', () => {
    for (const url of ['https://images.example.com/a.jpg', 'http://localhost:3000/x.png', '/api/media/file/a.jpg']) {
      expect(isCoverImageUrl(url), url).toBe(true)
    }
    for (const url of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.example/a.jpg',
      'ftp://x/a.jpg',
      'a.jpg',
    ]) {
      expect(isCoverImageUrl(url), url).toBe(false)
      expect(errorsOf(blogPostSchema, { ...validPost, coverImage: url })).toEqual({
        coverImage: 'validation.urlInvalid',
      })
    }
  })

  it('keeps the content as written (Markdown indentation matters)', () => {
    expect(blogPostSchema.parse({ ...validPost, content: '    code\ntext' }).content).toBe('    code\ntext')
  })

  it('limits title and excerpt', () => {
    expect(errorsOf(blogPostSchema, { ...validPost, title: 't'.repeat(201), excerpt: 'e'.repeat(501) })).toEqual({
      title: 'validation.titleTooLong',
      excerpt: 'validation.excerptTooLong',
    })
  })
})

describe('a name is one line (a line break forged lines in the studio’s notification)', () => {
  const forged = [
    'Ada\nBcc: x@example.com',
    'Ada\r\nSubject: hi',
    'Ada\rX',
    'Ada\u2028X',
    'Ada\u0085X',
    'Ada\tLovelace',
  ]
  it('refuses line breaks and control characters in every form’s name', () => {
    for (const name of forged) {
      expect(errorsOf(classBookingSchema, { ...validBooking, name })).toEqual({ name: 'validation.nameOneLine' })
      expect(errorsOf(contactSchema, { ...validContact, name })).toEqual({ name: 'validation.nameOneLine' })
      expect(errorsOf(consultationSchema, { ...validConsultation, name })).toEqual({ name: 'validation.nameOneLine' })
    }
  })
  it('still accepts real names, and trims a trailing line break', () => {
    for (const name of ['Élodie Tremblay', "Seán O'Brien-Ñúñez", '李小龍', 'Jean-Paul  Lemieux'])
      expect(errorsOf(classBookingSchema, { ...validBooking, name })).toEqual({})
    expect(classBookingSchema.parse({ ...validBooking, name: 'Ada Lovelace\n' }).name).toBe('Ada Lovelace')
  })
})

const validConsultation = {
  type: 'free-call',
  start: '2030-05-01T14:00:00Z',
  name: 'Camille Roy',
  email: 'camille@example.ca',
  serviceType: 'family',
}

describe('query integers and dates from outside are read strictly', () => {
  it('takes decimal digits only, within the bounds', () => {
    const days = queryInteger({ min: 1, max: 62 })
    for (const raw of [
      '0x10',
      ' 62',
      '62 ',
      '1e1',
      '16.0',
      '+16',
      '-1',
      '',
      '0b1',
      '0o7',
      '٣',
      '0',
      '63',
      '9'.repeat(12),
    ])
      expect(days.safeParse(raw).success, JSON.stringify(raw)).toBe(false)
    expect(days.parse('16')).toBe(16)
    expect(days.parse('062')).toBe(62)
    expect(slotQuerySchema.parse({ type: 'free-call' }).days).toBe(14)
    expect(slotQuerySchema.safeParse({ type: 'free-call', days: '0x10' }).success).toBe(false)
  })
  it('refuses dates the arithmetic or PostgreSQL cannot hold', () => {
    expect(errorsOf(slotQuerySchema, { type: 'free-call', from: '9999-12-31' })).toEqual({
      from: 'validation.dateOutOfRange',
    })
    expect(errorsOf(slotQuerySchema, { type: 'free-call', from: '2026-02-30' })).toEqual({
      from: 'validation.fromDateInvalid',
    })
    expect(errorsOf(consultationSchema, { ...validConsultation, start: '9999-12-31T14:00:00Z' })).toEqual({
      start: 'validation.dateOutOfRange',
    })
    expect(errorsOf(contactSchema, { ...validContact, eventDate: '9999-12-31' })).toEqual({
      eventDate: 'validation.dateOutOfRange',
    })
    expect(errorsOf(consultationSchema, validConsultation)).toEqual({})
  })
})
