import { describe, expect, it } from 'vitest'

import { adminMessages, browserAdminLocale } from '@/components/studio/admin-messages'

describe("the admin area's default language", () => {
  it('is French for any French preference, first French or English entry deciding', () => {
    expect(browserAdminLocale(['fr-CA', 'en-US'])).toBe('fr')
    expect(browserAdminLocale(['FR'])).toBe('fr')
    expect(browserAdminLocale(['de-DE', 'fr-FR', 'en'])).toBe('fr')
    expect(browserAdminLocale(['en-US', 'fr-CA'])).toBe('en')
  })

  it('is English when the browser prefers neither, or says nothing', () => {
    expect(browserAdminLocale(['de-DE', 'es'])).toBe('en')
    expect(browserAdminLocale([])).toBe('en')
  })

  it('names each language in that language for the switch, in both catalogues', () => {
    for (const locale of ['en', 'fr'] as const) {
      expect(adminMessages[locale].common.languages).toEqual({ en: 'English', fr: 'Français' })
    }
    expect(adminMessages.fr.common.switchLanguage.fr).toBe('Afficher en français')
  })
})
