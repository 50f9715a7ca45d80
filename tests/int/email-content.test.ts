/**
 * Nothing a client read is lost: every kind of message (tests/helpers/email-samples.ts), in both
 * languages, built by today's code, queued in the real outbox, sent by its sender to a real SMTP
 * server on loopback and read back with postal-mime, says everything the site's messages said
 * before they moved to React Email (tests/fixtures/emails): subject, recipients, each line of the
 * text part, the HTML part's visible text and links, attachments and invitations. The HTML is the
 * kind mail apps render: tables for layout and inline styles. An inquiry also goes the whole way,
 * from the contact form's call to the message received.
 */
import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { contentOfMime, lostContent, type EmailContent } from '@root/tests/helpers/email-content'
import { EMAIL_SAMPLE_ENV } from '@root/tests/helpers/email-samples'
import { startMailServer } from './helpers/mail'

const mail = await startMailServer()
Object.assign(process.env, EMAIL_SAMPLE_ENV, {
  SMTP_URL: mail.url,
  STUDIO_EMAIL: 'owner@lumiere.example',
  EMAIL_FROM: 'no-reply@lumiere.example',
})

const { apiJson, testPayload } = await import('./helpers/api')
const { nextIp } = await import('./helpers/public')
const { adapterDrizzle } = await import('@/platform/payload-adapter')
const { deliverDueEmails, outboxInsert } = await import('@/lib/email/outbox')
const { emailSamples } = await import('@root/tests/helpers/email-samples')
const { stopProcessScheduler } = await import('@/lib/runtime/loop-engine')

type Payload = Awaited<ReturnType<typeof testPayload>>
let payload: Payload

const fixtures = path.resolve(import.meta.dirname, '../fixtures/emails')
const fixture = (name: string): Record<'en' | 'fr', EmailContent[]> =>
  JSON.parse(fs.readFileSync(path.join(fixtures, `${name}.json`), 'utf8'))

const TAG = 'x-email-sample'

beforeAll(async () => {
  payload = await testPayload()
  // This file sends the outbox itself and counts what it sent. The process's own outbox loop,
  // started by the config and woken by each call that queues a message, would otherwise claim some
  // of the same messages first, and send them on its own turn, after the counts or the mail server.
  await stopProcessScheduler()
}, 120_000)

afterAll(async () => {
  await mail.close()
})

/** What mail apps render alike: a document in the message's language, tables and inline styles, no scripts. */
function expectMailHtml(html: string) {
  expect(html).toMatch(/^<!DOCTYPE html/)
  expect(html).toMatch(/<html [^>]*lang="(en|fr)"/)
  expect(html).toContain('role="presentation"')
  expect(html).not.toMatch(/<(style|script|link|div)\b/i)
  expect(html).not.toMatch(/\sclass="/)
  for (const [, href] of html.matchAll(/<a [^>]*?\shref="([^"]*)"/g)) expect(href).toMatch(/^(https?|mailto):/)
}

describe('every message, sent through the outbox to a real SMTP server, says what it said before', () => {
  it('each kind in both languages', async () => {
    const names = Object.keys(emailSamples)
    expect(names.length).toBe(fs.readdirSync(fixtures).filter((f) => f.endsWith('.json')).length)
    const expected = new Map<string, EmailContent>()
    const sent = []
    for (const name of names) {
      const before = fixture(name)
      for (const locale of ['en', 'fr'] as const) {
        const emails = await Promise.all(await emailSamples[name]!(locale))
        expect(emails.length, `${name} ${locale}`).toBe(before[locale].length)
        for (const [i, email] of emails.entries()) {
          const tag = `${name}/${locale}/${i}`
          expected.set(tag, before[locale][i]!)
          sent.push({ ...email, headers: { ...email.headers, [TAG]: tag } })
        }
      }
    }
    await adapterDrizzle(payload).execute(outboxInsert(sent))
    const totals = await deliverDueEmails(payload)
    expect(totals).toEqual({ sent: sent.length, failed: 0 })

    const lost: string[] = []
    for (const received of mail.received) {
      const tag = received.headers[TAG]!
      const email = sent.find((e) => e.headers[TAG] === tag)!
      const { content, html } = await contentOfMime(received.raw, email)
      lost.push(...lostContent(expected.get(tag)!, content).map((l) => `${tag}: ${l}`))
      expect(content.text.trim(), tag).not.toBe('')
      expectMailHtml(html)
      expected.delete(tag)
    }
    expect(lost).toEqual([])
    expect([...expected.keys()], 'never received').toEqual([])
  })

  it('an inquiry, from the contact form to the messages received', async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      locale: 'en',
      data: { studioName: 'Lumière Studio', email: 'bonjour@lumiere.example', phone: '+1 514 555 0100' },
      context: { disableRevalidate: true },
    })
    const before = fixture('inquiry-wedding').en
    mail.received.length = 0
    const sentBody = {
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
    }
    const res = await apiJson('/api/contact?locale=en', { method: 'POST', json: sentBody, ip: nextIp() })
    expect(res.status).toBe(201)
    await deliverDueEmails(payload)
    const lost: string[] = []
    for (const expected of before) {
      const received = mail.received.find((m) => m.envelopeTo.includes(expected.to[0]!))
      expect(received, expected.kind).toBeDefined()
      const { content } = await contentOfMime(received!.raw, { kind: expected.kind as never, locale: 'en' })
      // The message the flow queued is linked to the inquiry it is about; the sample has no record.
      lost.push(...lostContent({ ...expected, about: undefined }, { ...content, about: undefined }))
    }
    expect(lost).toEqual([])
  })
})
