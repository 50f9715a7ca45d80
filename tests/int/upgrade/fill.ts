/**
 * Run inside the previous release's tree (copied there by tests/int/upgrade.test.ts, with that
 * tree's own config and code): writes one record of each kind a studio holds through that
 * release's own calls (its /api handlers in-process, as its HTTP server would run them) and its
 * Payload local API for the media file, then prints what it wrote on a line `UPGRADE-FILL {json}`.
 * Kept to what every release so far answers: the public calls' shapes are the site's contract.
 */
import crypto from 'node:crypto'

import config from '@payload-config'
import { getPayload, handleEndpoints } from 'payload'
import sharp from 'sharp'

const payload = await getPayload({ config })
const tag = crypto.randomBytes(3).toString('hex')
let ip = 0

async function call<T = Record<string, unknown>>(path: string, json?: unknown): Promise<T> {
  const request = new Request(`http://localhost:3000${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'x-client-ip': `10.250.0.${++ip}` },
    body: json === undefined ? undefined : JSON.stringify(json),
  })
  const res = await handleEndpoints({ config, request })
  const text = await res.text()
  if (res.status >= 300) throw new Error(`${path} answered ${res.status}: ${text}`)
  return JSON.parse(text) as T
}

const emails = {
  booking: `upgrade-booking-${tag}@example.ca`,
  inquiry: `upgrade-inquiry-${tag}@example.ca`,
  subscriber: `upgrade-subscriber-${tag}@example.ca`,
  consultation: `upgrade-consultation-${tag}@example.ca`,
  pool: `upgrade-pool-${tag}@example.ca`,
}

const booking = await call<{ id: number }>('/api/class-bookings', {
  name: 'Élodie Tremblay',
  email: emails.booking,
  phone: '(555) 123-4567',
  classType: 'portrait-mastery',
  format: 'in-person',
  preferredDate: '2031-05-04',
  preferredTime: 'evening',
  experience: 'some-experience',
  goals: 'Light faces well',
  equipment: 'Canon EOS R6',
  notes: '',
  totalCost: 449,
})

const inquiry = await call<{ id: number }>('/api/contact', {
  name: 'Marc Gagnon',
  email: emails.inquiry,
  phone: '514 555 0199',
  serviceType: 'corporate',
  message: 'Portraits of our team of twelve, in our offices.',
})

await call('/api/newsletter', { email: emails.subscriber })

const { slots } = await call<{ slots: { start: string }[] }>('/api/consultations/slots?type=free-call&days=21')
if (!slots.length) throw new Error('the seeded consultation type offers no time in three weeks')
const consultation = await call<{ id: number }>('/api/consultations', {
  type: 'free-call',
  start: slots[0]!.start,
  name: 'Camille Roy',
  email: emails.consultation,
  phone: '',
  serviceType: 'wedding',
  notes: 'Summer wedding in Québec',
  timeZone: 'America/Toronto',
})

const pool = await call<{ id: number }>('/api/pool-registration', {
  name: 'Jean Tremblay',
  userId: `upgrade-${tag}`,
  email: emails.pool,
  supportingTeam: 'CF Montréal',
  selectedGame: 'qf-1',
})

const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c9a96e' } })
  .png()
  .toBuffer()
const media = await payload.create({
  collection: 'media',
  overrideAccess: true,
  data: { altEn: `Upgrade ${tag}`, altFr: `Mise à niveau ${tag}` },
  file: { data: image, mimetype: 'image/png', name: `upgrade-${tag}.png`, size: image.length },
  context: { disableRevalidate: true },
})

console.log(
  `UPGRADE-FILL ${JSON.stringify({
    emails,
    ids: { booking: booking.id, inquiry: inquiry.id, consultation: consultation.id, pool: pool.id, media: media.id },
    consultationStart: slots[0]!.start,
    poolUserId: `upgrade-${tag}`,
    media: { filename: media.filename, sha256: crypto.createHash('sha256').update(image).digest('hex') },
  })}`,
)
await payload.destroy()
process.exit(0)
