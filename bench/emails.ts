/**
 * bench/emails: what a class booking's two e-mails (the visitor's confirmation and the studio's
 * notice, src/lib/bookings/emails.tsx) cost to build, in process and without a database: the first
 * booking of a shape (React Email renders each component into its templates), then each booking
 * after it (the templates filled), beside what rendering both messages from scratch with React
 * Email would cost every booking (HTML and plain text). React runs its production build, as the
 * site does.
 *
 *   npx tsx bench/emails.ts
 *   BENCH_BOOKINGS=5000 npx tsx bench/emails.ts
 */
import os from 'node:os'

Object.assign(process.env, { NODE_ENV: 'production' })
const { bookingEmails, BookingNotice, ClientMessage } = await import('@/lib/bookings/emails')
const { renderEmailDirectly } = await import('@/lib/email/render')

const BOOKINGS = Number(process.env.BENCH_BOOKINGS || 2000)

const studio = {
  name: 'Lumière Studio',
  email: 'bonjour@lumiere.example',
  notifyTo: 'owner@lumiere.example',
  locale: 'en' as const,
}
const titles = { en: 'Portraits at Night', fr: 'Portraits de nuit' }
const booking = (i: number) => ({
  name: `Bench Visitor ${i}`,
  email: `bench-${i}@bench.invalid`,
  phone: '(555) 123-4567',
  classType: 'portrait-mastery',
  format: i % 2 ? ('online' as const) : ('in-person' as const),
  preferredDate: '2031-05-04',
  preferredTime: 'evening' as const,
  experience: 'some-experience' as const,
  goals: 'Light faces well in small rooms',
  equipment: 'Canon EOS R6, 50mm f/1.8',
  notes: undefined,
  totalCost: 449,
})
const build = (i: number) =>
  bookingEmails(booking(i), titles, i % 2 ? 'fr' : 'en', studio, {
    manageUrl: `https://lumiere.example/classes/booking?token=${i}`,
  })

const ms = (from: number) => performance.now() - from

let started = performance.now()
const [notice, confirmation] = await build(0)
const first = ms(started)
// Both languages and formats once more, then the measured run.
for (let i = 1; i < 200; i++) await build(i)
started = performance.now()
for (let i = 0; i < BOOKINGS; i++) await build(i)
const filled = ms(started) / BOOKINGS

// What each booking would cost if React Email rendered both messages from scratch: the same two
// components with content of the same shape, HTML and plain text.
const props = await capture()
for (let i = 0; i < 50; i++)
  await Promise.all([
    renderEmailDirectly(BookingNotice, props.notice),
    renderEmailDirectly(ClientMessage, props.client),
  ])
const direct = Math.min(BOOKINGS, 500)
started = performance.now()
for (let i = 0; i < direct; i++)
  await Promise.all([
    renderEmailDirectly(BookingNotice, props.notice),
    renderEmailDirectly(ClientMessage, props.client),
  ])
const scratch = ms(started) / direct

console.log(
  `Load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(', ')} on ${os.cpus().length} cores`,
)
console.log(
  `A class booking's two e-mails (${(confirmation?.html ?? '').length + (notice?.html ?? '').length} bytes of HTML):`,
)
console.log(`  first booking of its shape (renders the templates)   ${first.toFixed(1)} ms`)
console.log(`  each booking after it (templates filled, ${BOOKINGS})       ${(filled * 1000).toFixed(0)} µs`)
console.log(`  rendered from scratch by React Email (${direct})            ${(scratch * 1000).toFixed(0)} µs`)

/** Content of the shape bookingEmails gives the two components for booking 0, in English. */
async function capture() {
  const { emailTexts } = await import('@/lib/email/layout')
  const b = booking(0)
  const rows: [string, string][] = [
    ['Class', titles.en],
    ['Email', b.email],
    ['Phone', b.phone],
    ['Preferred format', 'In-person (Montreal studio)'],
    ['Preferred date', b.preferredDate],
    ['Preferred time', 'Evening (6PM-9PM)'],
    ['Experience level', 'Some experience'],
    ['Total cost', '$449'],
  ]
  const sender = { name: studio.name, email: studio.email }
  const t = emailTexts('en')
  return {
    notice: {
      locale: 'en' as const,
      studio: sender,
      intro: t.booking.studioIntro,
      rows: [...rows, ['Your equipment', b.equipment] as [string, string], ['Your goals', b.goals] as [string, string]],
    },
    client: {
      locale: 'en' as const,
      studio: sender,
      name: b.name,
      intro: t.booking.visitorIntro,
      rows,
      link: { intro: t.booking.manageIntroRequest, label: t.booking.manageLink, href: 'https://lumiere.example/b?t=0' },
    },
  }
}
