import type { Locale } from '@/i18n/routing'

import { expect, test } from './fixtures/test'

import { findRecords, uniqueEmail } from './fixtures/records'
import { localized, stubExternalSites } from './fixtures/site'
import { PHONE } from './fixtures/projects'

test.beforeEach(async ({ page }) => stubExternalSites(page))

const text = {
  en: {
    tab: 'Book a Class',
    name: 'Full name',
    email: 'Email',
    phone: 'Phone',
    cls: 'Class',
    online: 'Online (video call)',
    experience: 'Experience level',
    equipment: 'Your equipment',
    submit: 'Book Class',
    success: 'Class Booking Submitted!',
    classRequired: 'Class type is required',
    invalidTitle: 'Invalid email',
    subscribeOk: 'Check your inbox',
    confirm: 'Confirm my subscription',
    confirmed: 'Your subscription is confirmed',
    subscribe: 'Subscribe',
    emailLabel: 'Email address',
    unsubscribe: 'Unsubscribe',
    unsubscribed: "You're unsubscribed",
  },
  fr: {
    tab: 'Réserver un cours',
    name: 'Nom complet',
    email: 'Courriel',
    phone: 'Téléphone',
    cls: 'Cours',
    online: 'En ligne (appel vidéo)',
    experience: "Niveau d'expérience",
    equipment: 'Votre équipement',
    submit: 'Réserver le cours',
    success: 'Réservation de cours envoyée!',
    classRequired: 'Le type de cours est requis',
    invalidTitle: 'Courriel invalide',
    subscribeOk: 'Vérifiez votre boîte de réception',
    confirm: 'Confirmer mon abonnement',
    confirmed: 'Votre abonnement est confirmé',
    subscribe: "S'abonner",
    emailLabel: 'Adresse courriel',
    unsubscribe: 'Me désabonner',
    unsubscribed: 'Vous êtes désabonné',
  },
} as const

for (const locale of ['en', 'fr'] as Locale[]) {
  const L = (p: string) => localized(p, locale)
  const t = text[locale]

  test.describe(`class booking (${locale})`, () => {
    test(
      'books a class at its catalogue price, then resets with the class and format cleared',
      { tag: PHONE },
      async ({ page, request }) => {
        await page.goto(L('/classes'))
        await page.getByRole('tab', { name: t.tab }).click()
        const panel = page.getByRole('tabpanel')
        await expect(panel.getByPlaceholder('(555) 123-4567')).toBeVisible()

        await panel.getByRole('button', { name: t.submit }).click()
        await expect(panel.getByText(t.classRequired)).toBeVisible()

        const email = uniqueEmail(`booking-${locale}`)
        await panel.getByLabel(t.name).fill('Léa Fortin')
        await panel.getByRole('textbox', { name: t.email, exact: true }).fill(email)
        await panel.getByLabel(t.phone).fill('(555) 123-4567')
        await panel.getByRole('combobox', { name: t.cls, exact: true }).selectOption('portrait-mastery')
        await expect(panel.getByTestId('booking-total')).toContainText('449')
        await panel.getByLabel(t.online).check()
        await panel.getByLabel(t.experience).selectOption('intermediate')
        await panel.getByLabel(t.equipment).fill('Fujifilm X-T5')
        await panel.getByRole('button', { name: t.submit }).click()

        await expect(page.getByText(t.success).first()).toBeVisible()
        await expect(panel.getByRole('combobox', { name: t.cls, exact: true })).toHaveValue('')
        await expect(panel.getByLabel(t.online)).not.toBeChecked()
        await expect(panel.getByLabel(t.name)).toHaveValue('')

        const [booking] = await findRecords<{ totalCost: number; status: string; classType: string; locale: string }>(
          request,
          'bookings',
          { email },
        )
        expect(booking).toMatchObject({ totalCost: 449, status: 'pending', classType: 'portrait-mastery', locale })
      },
    )
  })

  test.describe(`newsletter (${locale})`, () => {
    test('checks the address, asks to confirm, subscribes through the link and unsubscribes through the welcome', async ({
      page,
      request,
    }) => {
      await page.goto(L('/blog'))
      const input = page.getByLabel(t.emailLabel)
      await input.fill('not-an-address')
      await page.getByRole('button', { name: t.subscribe }).click()
      await expect(page.getByText(t.invalidTitle).first()).toBeVisible()

      const email = uniqueEmail(`news-${locale}`)
      await input.fill(email)
      await page.getByRole('button', { name: t.subscribe }).click()
      await expect(page.getByText(t.subscribeOk).first()).toBeVisible()
      await expect(input).toHaveValue('')

      // Double opt-in: a request for consent first, the welcome only after its link.
      const [ask] = await findRecords<{ text: string; locale: string }>(request, 'outbox', { to: email })
      expect(ask?.locale).toBe(locale)
      const confirmLink = /https?:\/\/\S+\/api\/newsletter\/confirm\?token=\S+/.exec(ask!.text)![0]
      await page.goto(confirmLink.replace(/^https?:\/\/[^/]+/, ''))
      await page.getByRole('button', { name: t.confirm }).click()
      await expect(page.getByRole('heading', { name: t.confirmed })).toBeVisible()

      const [welcome] = await findRecords<{ text: string; locale: string; headers: Record<string, string> }>(
        request,
        'outbox',
        { to: email, kind: 'newsletter-welcome' },
      )
      expect(welcome?.locale).toBe(locale)
      const link = /<([^>]+)>/.exec(welcome!.headers['List-Unsubscribe']!)![1]!
      expect(welcome!.text).toContain(link)

      await page.goto(link.replace(/^https?:\/\/[^/]+/, ''))
      await page.getByRole('button', { name: t.unsubscribe }).click()
      await expect(page.getByRole('heading', { name: t.unsubscribed })).toBeVisible()
      const [subscriber] = await findRecords<{ isActive: boolean }>(request, 'subscribers', { email })
      expect(subscriber?.isActive).toBe(false)
    })
  })
}
