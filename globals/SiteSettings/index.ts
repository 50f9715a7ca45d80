import type { Field, GlobalConfig } from 'payload'

import { anyone, editorsOnly } from '@/access'
import { choice } from '@/fields/choice'
import { cmsLabel, labelsFrom, sharedLabel } from '@/fields/messages'
import commonEn from '@/i18n/messages/en/common.json'
import commonFr from '@/i18n/messages/fr/common.json'
import { cacheTags, expireTags } from '@/utilities/revalidate'

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
            {
              name: 'tagline',
              type: 'textarea',
              localized: true,
              label: cmsLabel('siteSettings', 'tagline'),
              admin: { description: cmsLabel('siteSettings', 'taglineDescription') },
            },
            {
              name: 'mailingAddress',
              type: 'textarea',
              label: cmsLabel('siteSettings', 'mailingAddress'),
              admin: { description: cmsLabel('siteSettings', 'mailingAddressDescription') },
            },
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
            // Issue 26: where /contact's scheduling buttons lead; the two links below are the external choice.
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
            ...(['consultationUrl', 'availabilityUrl', 'galleryUrl', 'familyUrl', 'boudoirUrl'] as const).map(
              (name): Field => ({
                name,
                type: 'text',
                label: cmsLabel('siteSettings', name),
                admin: { description: cmsLabel('siteSettings', `${name}Description`) },
              }),
            ),
          ],
        },
        {
          label: cmsLabel('siteSettings', 'analyticsTab'),
          fields: [
            {
              name: 'analyticsId',
              type: 'text',
              label: cmsLabel('siteSettings', 'analyticsId'),
              admin: { description: cmsLabel('siteSettings', 'analyticsIdDescription') },
            },
          ],
        },
        {
          // Quebec's private-sector act, s. 3.1: the title and contact details of the person in charge
          // of personal information are published on the site (the privacy policy shows them). A fact
          // of the studio, like its address: changing who holds the role does not re-publish the policy.
          label: cmsLabel('siteSettings', 'privacyTab'),
          fields: [
            {
              name: 'privacyOfficer',
              type: 'group',
              label: cmsLabel('siteSettings', 'privacyOfficer'),
              admin: { description: cmsLabel('siteSettings', 'privacyOfficerDescription') },
              fields: [
                {
                  name: 'title',
                  type: 'text',
                  localized: true,
                  label: cmsLabel('siteSettings', 'privacyOfficerTitle'),
                  admin: { description: cmsLabel('siteSettings', 'privacyOfficerTitleDescription') },
                },
                {
                  name: 'name',
                  type: 'text',
                  label: cmsLabel('siteSettings', 'privacyOfficerName'),
                  admin: { description: cmsLabel('siteSettings', 'privacyOfficerNameDescription') },
                },
                {
                  name: 'email',
                  type: 'email',
                  label: sharedLabel('email'),
                  admin: { description: cmsLabel('siteSettings', 'privacyOfficerEmailDescription') },
                },
                { name: 'phone', type: 'text', label: sharedLabel('phone') },
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
                {
                  name: 'yearsHome',
                  type: 'text',
                  defaultValue: '6+',
                  label: cmsLabel('siteSettings', 'yearsHome'),
                  admin: { description: cmsLabel('siteSettings', 'yearsHomeDescription') },
                },
                {
                  name: 'yearsAbout',
                  type: 'text',
                  defaultValue: '10+',
                  label: cmsLabel('siteSettings', 'yearsAbout'),
                  admin: { description: cmsLabel('siteSettings', 'yearsAboutDescription') },
                },
                {
                  name: 'rating',
                  type: 'number',
                  defaultValue: 4.9,
                  label: cmsLabel('siteSettings', 'rating'),
                  admin: { description: cmsLabel('siteSettings', 'ratingDescription') },
                },
                {
                  name: 'ratingReviewsStrip',
                  type: 'text',
                  defaultValue: '5/5',
                  label: cmsLabel('siteSettings', 'ratingReviewsStrip'),
                  admin: { description: cmsLabel('siteSettings', 'ratingReviewsStripDescription') },
                },
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
