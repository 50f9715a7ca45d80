import fs from 'node:fs'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'

import { expect, test, type Page } from './fixtures/test'

import { waitForMail } from './fixtures/mail'
import { signInAdmin } from './fixtures/admin-session'
import { uniqueEmail } from './fixtures/records'
import { stubExternalSites } from './fixtures/site'

/** Where screenshots go when asked for (INQUIRY_SCREENSHOTS=/tmp/dir): never committed, only looked at. */
const shotsDir = process.env.INQUIRY_SCREENSHOTS
async function shot(page: Page, name: string, project: string) {
  if (!shotsDir) return
  fs.mkdirSync(shotsDir, { recursive: true })
  await page.screenshot({ path: path.join(shotsDir, `${project}-${name}.png`), fullPage: true })
}

/** The studio's address in the seeded site settings: the Reply-To of every reply. */
const STUDIO_ADDRESS = 'hello@lumiere-studio.ca'

test.beforeEach(async ({ page }) => stubExternalSites(page))

test('a French inquiry answered from a template, then lost, is counted in the funnel', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(180_000)
  const project = testInfo.project.name
  const email = uniqueEmail(`pipeline-${project}`)

  // 1. A visitor writes from the French contact page.
  await page.goto('/fr/contact')
  const form = page.getByTestId('contact-form')
  await form.getByLabel('Nom complet').fill('Camille Roy')
  await form.getByRole('textbox', { name: 'Courriel', exact: true }).fill(email)
  await form.getByLabel('Service').selectOption('family')
  await form
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('Nous aimerions une séance photo de famille au parc cet automne.')
  await form.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(page.getByText('Merci, votre message est en route!')).toBeVisible()

  // 2. The administrator finds it, new and waiting, in the Contact Submissions tab.
  await signInAdmin(context, context.request)
  await page.goto('/admin')
  await page.getByRole('searchbox').fill(email)
  // The other viewport's run has its own Camille Roy: the card is the one with this address.
  const card = page.locator('article', { hasText: email })
  await expect(page.locator('article')).toHaveCount(1)
  await expect(card).toContainText('New')
  await expect(card).toContainText(/Waiting 0 h/)
  await shot(page, 'tab', project)
  await card.getByRole('button', { name: 'Open the inquiry of Camille Roy' }).click()

  // 3. Replies from the owner's template, which the dashboard offers in the inquiry's language.
  await card.getByLabel('Start from a template').selectOption({ label: 'Première réponse : consultation gratuite' })
  await expect(card.getByLabel('Subject')).toHaveValue('Votre demande ({service}) · Lumière Studio')
  await expect(card.getByRole('textbox', { name: 'Message' })).toHaveValue(/^Bonjour \{firstName\},/)
  await card.getByRole('button', { name: 'Send reply' }).click()
  await expect(page.getByText('Reply queued', { exact: true })).toBeVisible()

  // 4. The client receives it in French at the SMTP server, with the studio as Reply-To.
  const mail = await waitForMail(email, (m) => m.subject.startsWith('Votre demande'))
  expect(mail.subject).toBe('Votre demande (Famille) · Lumière Studio')
  expect(mail.text).toContain('Bonjour Camille,')
  expect(mail.text).toContain('appel-conseil gratuit')
  expect(mail.text).not.toMatch(/\{\w+\}/)
  expect(mail.headers['reply-to']).toContain(STUDIO_ADDRESS)

  // 5. The inquiry is "replied" and its thread shows the reply, delivered.
  await expect(card).toContainText('Replied')
  const thread = card.getByTestId('inquiry-thread')
  await expect(thread).toContainText('Nous aimerions une séance photo de famille')
  await expect(thread).toContainText('Votre demande (Famille) · Lumière Studio')
  await expect
    .poll(
      async () => {
        await page.reload()
        await page.getByRole('searchbox').fill(email)
        await card.getByRole('button', { name: 'Open the inquiry of Camille Roy' }).click()
        return (await card.getByTestId('inquiry-thread').textContent()) ?? ''
      },
      { timeout: 30_000 },
    )
    .toContain('Delivered to the mail server')
  await shot(page, 'thread', project)
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([])

  // 6. Lost, with a reason and a note.
  const funnelBefore = await lostThisMonth(page)
  await card.getByLabel('Change the stage').selectOption('lost')
  await card.getByRole('button', { name: 'Save' }).first().click()
  await expect(card.getByText('Please choose why the inquiry was lost.')).toBeVisible()
  await card.getByLabel('Reason').selectOption('budget')
  await card.getByLabel('Note about the loss (optional)').fill('Chose a smaller package elsewhere')
  await card.getByRole('button', { name: 'Save' }).first().click()
  await expect(page.getByText('Stage saved', { exact: true })).toBeVisible()
  await expect(card.getByTestId('inquiry-history')).toContainText('Replied → Lost (Budget)')
  await expect(card.getByTestId('inquiry-history')).toContainText('by Dashboard')
  await expect(card).toContainText('Chose a smaller package elsewhere')
  await shot(page, 'lost', project)

  // The same inquiry in /cms: its stage, reason and history, recorded as the dashboard's.
  if (shotsDir) {
    const id = (await card.getAttribute('data-testid'))?.replace('inquiry-', '')
    const { signInToCms } = await import('./fixtures/cms')
    await signInToCms(page)
    for (const locale of ['en', 'fr'] as const) {
      await page.goto(`/cms/collections/inquiries/${id}?locale=${locale}`)
      await expect(page.getByText('Chose a smaller package elsewhere').first()).toBeVisible()
      await shot(page, `cms-inquiry-${locale}`, project)
    }
  }

  // 7. /monitoring's Business tab counts it among this month's lost inquiries.
  await page.goto('/monitoring')
  await page.getByRole('tab', { name: 'Business' }).click()
  const funnel = page.getByRole('table', { name: /Inquiries this month/ })
  await expect(funnel).toBeVisible()
  const lostRow = funnel.getByRole('row').filter({ hasText: /^Lost/ })
  await expect
    .poll(async () => Number(((await lostRow.locator('td').last().textContent()) ?? '').replace(/\D/g, '')))
    .toBeGreaterThanOrEqual(funnelBefore + 1)
  await expect(page.getByTestId('stat-median-reply')).toContainText(/\d h/)
  await shot(page, 'monitoring-en', project)
  if (shotsDir) {
    await page.getByRole('button', { name: 'Afficher en français' }).click()
    await page.getByRole('tab', { name: 'Activité' }).click()
    await shot(page, 'monitoring-fr', project)
  }
})

/** This month's lost inquiries as /api/metrics reports them (the figures the Business tab shows). */
async function lostThisMonth(page: Page): Promise<number> {
  const res = await page.context().request.get('/api/metrics')
  expect(res.ok()).toBe(true)
  const body = (await res.json()) as { business?: { inquiry_funnel?: { stages?: { lost?: number } } } }
  return body.business?.inquiry_funnel?.stages?.lost ?? 0
}

test('the reply templates open in /cms in both languages, each with its own text', async ({
  page,
  request,
}, testInfo) => {
  const { ownEditor, signInToCms } = await import('./fixtures/cms')
  // An editor of its own: Payload keeps the content language an editor last opened, and this test
  // opens both, beside specs that use the seeded editor.
  await signInToCms(page, await ownEditor(request, 'reply-templates'))
  for (const locale of ['en', 'fr'] as const) {
    await page.goto(`/cms/collections/reply-templates?locale=${locale}`)
    const first = page.getByRole('link', { name: locale === 'en' ? /First reply/ : /Première réponse/ }).first()
    await first.click()
    await expect(page.locator('textarea').first()).toHaveValue(locale === 'en' ? /^Hi \{firstName\}/ : /^Bonjour/)
    await shot(page, `cms-template-${locale}`, testInfo.project.name)
  }
})

test('an inquiry edited in /cms keeps its stamps and records the editor’s note in its history', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000)
  const email = uniqueEmail(`cms-note-${testInfo.project.name}`)
  const sent = await request.post('/api/contact', {
    data: { name: 'Note Cms', email, serviceType: 'family', referralSource: 'google', message: 'A fall session.' },
  })
  expect(sent.status()).toBe(201)
  const { id } = (await sent.json()) as { id: number }
  // A change of stage through the API first, so that the stamps the screen sends back are set.
  const { asEditor } = await import('./fixtures/records')
  expect((await asEditor(request, 'patch', `/api/inquiries/${id}`, { stage: 'replied' })).status()).toBe(200)
  // Rewriting a stamp through the API is refused.
  const forged = await asEditor(request, 'patch', `/api/inquiries/${id}`, { stageChangedAt: '2020-01-01T00:00:00Z' })
  expect(forged.status()).toBe(400)

  const { signInToCms } = await import('./fixtures/cms')
  await signInToCms(page)
  await page.goto(`/cms/collections/inquiries/${id}`)
  const note = `Called back about the venue ${testInfo.project.name}`
  await page.locator('#field-note').fill(note)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible()
  await page.reload()
  await expect(page.getByText(note).first()).toBeVisible()
  await expect(page.locator('#field-note')).toHaveValue('')
})
