/**
 * Every kind of payment is named in both languages wherever the studio reads it: the dashboard's
 * Payments tab and /cms (whose label is looked up by a key built from the purpose, which the type
 * checker cannot follow). A proposal's installment is a kind of its own.
 */
import { describe, expect, it } from 'vitest'

import enAdmin from '@/i18n/messages/en/admin.json'
import enCms from '@/i18n/messages/en/cms.json'
import frAdmin from '@/i18n/messages/fr/admin.json'
import frCms from '@/i18n/messages/fr/cms.json'
import { PAYMENT_PURPOSES } from '@/lib/payments/model'

const tab = { en: enAdmin.admin.payments.purposes, fr: frAdmin.admin.payments.purposes } as Record<'en' | 'fr', Record<string, string>> // prettier-ignore
const cms = { en: enCms.cms.payments, fr: frCms.cms.payments } as Record<'en' | 'fr', Record<string, string>>
const cmsKey = (p: string) => `purpose${p[0]!.toUpperCase()}${p.slice(1)}`

describe('payment purposes', () => {
  it('include the installment of a proposal', () => {
    expect(PAYMENT_PURPOSES).toContain('installment')
  })

  it.each(PAYMENT_PURPOSES)('%s is labelled in English and in French, differently, in the tab and in /cms', (p) => {
    for (const labels of [tab, cms]) {
      const key = labels === tab ? p : cmsKey(p)
      expect(labels.en[key], key).toMatch(/\S/)
      expect(labels.fr[key], key).toMatch(/\S/)
      expect(labels.fr[key]).not.toBe(labels.en[key])
    }
  })
})
