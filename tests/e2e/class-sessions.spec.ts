/**
 * The dated sessions on the class cards of /classes, in both languages. Their starts come written by
 * the server (GET /api/class-bookings/sessions, `when`): Montréal time, winter and summer, whatever
 * the visitor's own zone, the same words on the card and in the booking form's session picker. The
 * browser builds no date formatter of its own for them: the first one a page builds loads the
 * language's calendar and time-zone data, a long task on a phone that held up the whole page
 * (bench/lighthouse.ts measures the page; this spec keeps the work on the server).
 */
import type { Locale } from '@/i18n/routing'
import { STUDIO_TIME_ZONE } from '@/lib/calendar/studio-time'
import { expect, test } from './fixtures/test'

import { asEditor } from './fixtures/records'
import { localized, stubExternalSites } from './fixtures/site'

// A visitor far from Montréal: the cards still show the studio's clock.
test.use({ timezoneId: 'Asia/Tokyo' })

test.beforeEach(async ({ page }) => {
  await stubExternalSites(page)
  // Counts the date formatters the page builds, however it builds them.
  await page.addInitScript(() => {
    const w = window as unknown as { __dateFormatters: number }
    w.__dateFormatters = 0
    const count = <T extends object>(target: T): T =>
      new Proxy(target, {
        construct: (t, args, newTarget) => (w.__dateFormatters++, Reflect.construct(t as never, args, newTarget)),
        apply: (t, self, args) => (w.__dateFormatters++, Reflect.apply(t as never, self, args)),
      })
    Intl.DateTimeFormat = count(Intl.DateTimeFormat)
    for (const name of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'] as const)
      Date.prototype[name] = count(Date.prototype[name])
  })
})

for (const locale of ['en', 'fr'] as Locale[]) {
  test(`class cards show the sessions' starts in Montréal time as the server wrote them, and the booking form the same (${locale})`, async ({
    page,
    request,
  }, testInfo) => {
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}${testInfo.project.name}`
    const classId = `e2e-clock-${tag}`
    const title = `Golden Hour ${tag}`
    const created = await asEditor(request, 'post', '/api/classes?locale=en', {
      classId,
      title,
      level: 'All levels',
      duration: '2 hours',
      price: 150,
      formatOptions: ['in-person'],
      isPublished: true,
    })
    expect(created.status(), await created.text()).toBe(201)
    const cls = ((await created.json()) as { doc: { id: number } }).doc
    const french = await asEditor(request, 'patch', `/api/classes/${cls.id}?locale=fr`, {
      title,
      level: 'Tous niveaux',
      duration: '2 heures',
    })
    expect(french.status(), await french.text()).toBe(200)
    // 10:00 in Montréal, once in winter (UTC−5) and once in summer (UTC−4): 00:00 or 23:00 in Tokyo.
    const starts = ['2031-01-15T15:00:00.000Z', '2031-07-15T14:00:00.000Z']
    for (const startsAt of starts) {
      const session = await asEditor(request, 'post', '/api/class-sessions?locale=en', {
        class: cls.id,
        startsAt,
        startsAt_tz: STUDIO_TIME_ZONE,
        durationMinutes: 120,
        format: 'in-person',
        location: '5445 avenue de Gaspé, Montréal',
        capacity: 6,
      })
      expect(session.status(), await session.text()).toBe(201)
    }

    const listed = await request.get(`/api/class-bookings/sessions?locale=${locale}`)
    expect(listed.status()).toBe(200)
    const mine = ((await listed.json()) as { sessions: { classId: string; startsAt: string; when: string }[] }).sessions
      .filter((s) => s.classId === classId)
      .map((s) => s.when)
    expect(mine).toHaveLength(2)
    expect(mine[0]).toContain(locale === 'fr' ? '10 h 00 HNE' : '10:00 a.m. EST')
    expect(mine[1]).toContain(locale === 'fr' ? '10 h 00 HAE' : '10:00 a.m. EDT')

    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) })
    const sessions = card.getByTestId('class-sessions').getByRole('button')
    // The class was just published: the cached page shows it once revalidated.
    await expect(async () => {
      await page.goto(localized('/classes', locale))
      await expect(sessions).toHaveCount(2, { timeout: 3_000 })
    }).toPass({ timeout: 30_000 })
    for (const [i, when] of mine.entries()) await expect(sessions.nth(i)).toContainText(when)
    expect(await page.evaluate(() => (window as unknown as { __dateFormatters: number }).__dateFormatters)).toBe(0)

    await sessions.nth(1).click()
    const picker = page.getByRole('tabpanel').getByTestId('session-picker')
    await expect(picker.getByRole('radio', { name: mine[1] })).toBeChecked()
    await expect(picker.getByRole('radio', { name: mine[0] })).not.toBeChecked()
  })
}
