import type { GlobalConfig } from 'payload'

import { anyone, editorsOnly } from '@root/access'
import { described } from '@root/fields/described'
import { choice } from '@root/fields/choice'
import { cmsLabel, labelsFrom, sharedLabel } from '@root/fields/messages'
import commonEn from '@/i18n/messages/en/common.json'
import commonFr from '@/i18n/messages/fr/common.json'
import { cacheTags, expireTags } from '@root/utilities/revalidate'

/** Contact details, links and figures shared by every page (header, footer, structured data). */
/** Where the scheduling buttons of /contact lead: /consultation (the default) or the external links. */
export const SCHEDULING_MODES = ['site', 'external'] as const
const NETWORKS = ['instagram', 'facebook', 'tiktok', 'youtube', 'pinterest', 'linkedin'] as const
// As the site's footer names them.
const networkLabel = labelsFrom(commonEn.social, commonFr.social)

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: cmsLabel('siteSettings', 'label'),
  admin: { group: cmsLabel('groups', 'settings') },
  access: { read: anyone, update: editorsOnly },
  hooks: { afterChange: [() => expireTags(cacheTags.global('site-settings'))] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: cmsLabel('siteSettings', 'contactTab'),
          fields: [
            {
              name: 'studioName',
              type: 'text',
              required: true,
              defaultValue: 'Studio',
              label: cmsLabel('siteSettings', 'studioName'),
            },
            { name: 'phone', type: 'text', required: true, label: sharedLabel('phone') },
            { name: 'email', type: 'email', required: true, label: sharedLabel('email') },
            { name: 'hours', type: 'text', localized: true, label: cmsLabel('siteSettings', 'hours') },
            { name: 'location', type: 'text', localized: true, label: cmsLabel('siteSettings', 'location') },
            { name: 'servingArea', type: 'text', localized: true, label: cmsLabel('siteSettings', 'servingArea') },
            described('siteSettings', 'tagline', { type: 'textarea', localized: true }),
            described('siteSettings', 'mailingAddress', { type: 'textarea' }),
          ],
        },
        {
          label: cmsLabel('siteSettings', 'linksTab'),
          fields: [
            {
              name: 'socials',
              type: 'array',
              maxRows: 4,
              label: cmsLabel('siteSettings', 'socials'),
              labels: { singular: cmsLabel('siteSettings', 'socialsRow'), plural: cmsLabel('siteSettings', 'socials') },
              fields: [
                choice('network', NETWORKS, networkLabel, {
                  label: cmsLabel('siteSettings', 'network'),
                  required: true,
                }),
                { name: 'url', type: 'text', required: true, label: cmsLabel('siteSettings', 'url') },
              ],
            },
            // Where /contact's scheduling buttons lead; the two links below are the external choice.
            choice(
              'schedulingMode',
              SCHEDULING_MODES,
              (mode) => cmsLabel('siteSettings', mode === 'site' ? 'schedulingSite' : 'schedulingExternal'),
              {
                label: cmsLabel('siteSettings', 'schedulingMode'),
                required: true,
                defaultValue: 'site',
                admin: { description: cmsLabel('siteSettings', 'schedulingModeDescription') },
              },
            ),
            ...(['consultationUrl', 'availabilityUrl', 'galleryUrl', 'familyUrl', 'boudoirUrl'] as const).map((name) =>
              described('siteSettings', name, { type: 'text' }),
            ),
          ],
        },
        {
          label: cmsLabel('siteSettings', 'analyticsTab'),
          fields: [described('siteSettings', 'analyticsId', { type: 'text' })],
        },
        {
          // Quebec's private-sector act, s. 3.1: the title and contact details of the person in charge
          // of personal information are published on the site (the privacy policy shows them). A fact
          // of the studio, like its address: changing who holds the role does not re-publish the policy.
          label: cmsLabel('siteSettings', 'privacyTab'),
          fields: [
            described('siteSettings', 'privacyOfficer', {
              type: 'group',
              fields: [
                described('siteSettings', 'privacyOfficerTitle', { name: 'title', type: 'text', localized: true }),
                described('siteSettings', 'privacyOfficerName', { name: 'name', type: 'text' }),
                {
                  name: 'email',
                  type: 'email',
                  label: sharedLabel('email'),
                  admin: { description: cmsLabel('siteSettings', 'privacyOfficerEmailDescription') },
                },
                { name: 'phone', type: 'text', label: sharedLabel('phone') },
              ],
            }),
          ],
        },
        {
          // What receipts name the studio by, and whether it charges GST and QST: both numbers
          // set, or neither (a small supplier charges no tax). docs/payments.md.
          label: cmsLabel('siteSettings', 'billingTab'),
          fields: [
            {
              name: 'billing',
              type: 'group',
              label: cmsLabel('siteSettings', 'billing'),
              fields: [
                described('siteSettings', 'legalName', { type: 'text' }),
                described('siteSettings', 'gstNumber', { type: 'text' }),
                described('siteSettings', 'qstNumber', { type: 'text' }),
              ],
            },
          ],
        },
        {
          label: cmsLabel('siteSettings', 'statsTab'),
          fields: [
            {
              name: 'stats',
              type: 'group',
              label: cmsLabel('siteSettings', 'stats'),
              fields: [
                { name: 'clients', type: 'text', defaultValue: '500+', label: cmsLabel('siteSettings', 'clients') },
                { name: 'events', type: 'text', defaultValue: '1000+', label: cmsLabel('siteSettings', 'events') },
                { name: 'weddings', type: 'text', defaultValue: '200+', label: cmsLabel('siteSettings', 'weddings') },
                {
                  name: 'corporateClients',
                  type: 'text',
                  defaultValue: '50+',
                  label: cmsLabel('siteSettings', 'corporateClients'),
                },
                described('siteSettings', 'yearsHome', { type: 'text', defaultValue: '6+' }),
                described('siteSettings', 'yearsAbout', { type: 'text', defaultValue: '10+' }),
                described('siteSettings', 'rating', { type: 'number', defaultValue: 4.9 }),
                described('siteSettings', 'ratingReviewsStrip', { type: 'text', defaultValue: '5/5' }),
                {
                  name: 'reviewCount',
                  type: 'number',
                  defaultValue: 127,
                  label: cmsLabel('siteSettings', 'reviewCount'),
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
