import type { Locale } from '@/i18n/routing'

import { expect, test } from './fixtures/test'

import { localized, stubExternalSites } from './fixtures/site'
import { PHONE } from './fixtures/projects'

test.beforeEach(async ({ page }) => stubExternalSites(page))

for (const locale of ['en', 'fr'] as Locale[]) {
  const L = (p: string) => localized(p, locale)

  test.describe(`interactions (${locale})`, () => {
    test('Portfolio dropdown by mouse and by keyboard', async ({ page, isMobile }) => {
      test.skip(isMobile, 'the dropdown is the desktop nav')
      await page.goto(L('/'))
      const banner = page.getByRole('banner')
      const button = banner.getByRole('button', { name: 'Portfolio' })
      await button.click()
      await expect(button).toHaveAttribute('aria-expanded', 'true')
      const menu = page.locator('#portfolio-menu')
      await expect(menu.locator(`a[href="${L('/services/weddings')}"]`)).toBeVisible()
      await expect(menu.locator('a[target="_blank"]')).toHaveCount(1)
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()
      await expect(button).toBeFocused()

      await page.keyboard.press('Enter')
      await expect(menu).toBeVisible()
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      await expect(menu.locator(`a[href="${L('/services/weddings')}"]`)).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`${L('/services/weddings')}$`))
      await expect(menu).toBeHidden()
    })

    test('nav links are reachable with Tab and show a visible focus ring', async ({ page, isMobile }) => {
      test.skip(isMobile, 'desktop nav')
      await page.goto(L('/'))
      const pricing = page.getByRole('banner').locator(`a[href="${L('/pricing')}"]:visible`)
      for (let i = 0; i < 15 && !(await pricing.evaluate((el) => el === document.activeElement)); i++)
        await page.keyboard.press('Tab')
      await expect(pricing).toBeFocused()
      const outline = await pricing.evaluate((el) => getComputedStyle(el).outlineStyle)
      expect(outline).not.toBe('none')
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`${L('/pricing')}$`))
    })

    test(
      'phone menu opens by keyboard, lists the links and closes on navigation',
      { tag: PHONE },
      async ({ page, isMobile }) => {
        test.skip(!isMobile, 'phone menu')
        await page.goto(L('/'))
        const toggle = page.locator('button[aria-controls="mobile-menu"]')
        await toggle.focus()
        await page.keyboard.press('Enter')
        await expect(toggle).toHaveAttribute('aria-expanded', 'true')
        const menu = page.locator('#mobile-menu')
        await expect(menu.locator(`a[href="${L('/faq')}"]`)).toBeVisible()
        await page.keyboard.press('Escape')
        await expect(menu).toBeHidden()
        await toggle.click()
        await menu.locator(`a[href="${L('/faq')}"]`).click()
        await expect(page).toHaveURL(new RegExp(`${L('/faq')}$`))
        await expect(menu).toBeHidden()
      },
    )

    test(
      'language switcher goes to the same page in the other language',
      { tag: PHONE },
      async ({ page, isMobile }) => {
        await page.goto(L('/pricing'))
        if (isMobile) await page.locator('button[aria-controls="mobile-menu"]').click()
        else await page.getByRole('banner').locator('button[aria-controls="language-menu"]').click()
        const target = locale === 'en' ? 'fr' : 'en'
        const scope = isMobile ? page.locator('#mobile-menu') : page.locator('#language-menu')
        await scope.locator(`a[hreflang="${target}"]`).click()
        await expect(page).toHaveURL(new RegExp(`${localized('/pricing', target)}$`))
        await expect(page.locator('html')).toHaveAttribute('lang', target)
      },
    )

    test('FAQ accordions: several open at once, by mouse and by keyboard', async ({ page }) => {
      await page.goto(L('/faq'))
      const buttons = page.locator('main h3 > button[aria-expanded]')
      const first = buttons.nth(0)
      const second = buttons.nth(1)
      await first.click()
      await expect(first).toHaveAttribute('aria-expanded', 'true')
      const firstPanel = page.locator(`#${await first.getAttribute('aria-controls')}`)
      await expect(firstPanel).toBeVisible()
      await second.focus()
      await page.keyboard.press('Enter')
      await expect(second).toHaveAttribute('aria-expanded', 'true')
      await expect(firstPanel).toBeVisible()
      await page.keyboard.press('Space')
      await expect(second).toHaveAttribute('aria-expanded', 'false')
      await expect(page.locator(`#${await second.getAttribute('aria-controls')}`)).toBeHidden()
    })

    test('classes tabs: arrows move between tabs, choosing a class opens the booking tab with it', async ({ page }) => {
      await page.goto(L('/classes'))
      const tabs = page.getByRole('tab')
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true')
      await tabs.nth(0).focus()
      await page.keyboard.press('ArrowRight')
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
      await expect(tabs.nth(1)).toBeFocused()
      await expect(page.getByRole('tabpanel')).toHaveCount(1)
      await page.keyboard.press('End')
      await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true')
      await page.keyboard.press('Home')
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true')

      // Mouse: a class card selects the class for booking and opens the booking tab.
      const choose = page.getByRole('tabpanel').locator('button[aria-pressed]')
      // The five seeded classes, plus any a parallel spec has published meanwhile (class-booking-flow).
      await expect(choose.nth(4)).toBeVisible()
      await choose.nth(2).click()
      await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true')
      await tabs.nth(0).click()
      await expect(page.getByRole('tabpanel').locator('button[aria-pressed="true"]')).toHaveCount(1)
      await expect(page.getByRole('tabpanel').locator('button[aria-pressed]').nth(2)).toHaveAttribute(
        'aria-pressed',
        'true',
      )

      // Student Success has a button that switches to the booking tab.
      await tabs.nth(1).click()
      await page.getByRole('tabpanel').locator('button').last().click()
      await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true')
      await expect(tabs.nth(2)).toBeFocused()
    })

    test('the nav takes its scrolled look past 100 px', async ({ page }) => {
      await page.goto(L('/about'))
      const header = page.getByRole('banner')
      await expect(header).toHaveAttribute('data-scrolled', 'false')
      await page.mouse.wheel(0, 600)
      await expect(header).toHaveAttribute('data-scrolled', 'true')
    })
  })
}
