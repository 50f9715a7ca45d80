import type { GlobalConfig } from 'payload'

import { editorsOnly } from '@root/access'
import { cmsLabel } from '@root/fields/messages'
import { RETENTION_RULES } from '@/lib/privacy/store'

/**
 * The owner's retention periods (Quebec's private-sector act, s. 23), read by the daily retention job
 * (src/lib/privacy/retention.ts). One field per rule of the privacy registry; the defaults are
 * the registry's suggested periods. Not public: nothing on the site shows them.
 */
export const PrivacySettings: GlobalConfig = {
  slug: 'privacy-settings',
  label: cmsLabel('privacySettings', 'label'),
  admin: { group: cmsLabel('groups', 'settings'), description: cmsLabel('privacySettings', 'retentionDescription') },
  access: { read: editorsOnly, update: editorsOnly },
  fields: RETENTION_RULES.map((rule) => ({
    name: rule.setting,
    type: 'number' as const,
    required: true,
    min: 1,
    max: 1200,
    defaultValue: rule.defaultValue,
    label: cmsLabel('privacySettings', rule.setting),
  })),
}
