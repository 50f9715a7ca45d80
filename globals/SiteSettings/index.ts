import type { GlobalConfig } from 'payload'

import { anyone, editorsOnly } from '@/access'
import { cacheTags, expireTags } from '@/utilities/revalidate'

/** Contact details, links and figures shared by every page (header, footer, structured data). */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  admin: { group: 'Settings' },
  access: { read: anyone, update: editorsOnly },
  hooks: { afterChange: [() => expireTags(cacheTags.global('site-settings'))] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Contact',
          fields: [
            { name: 'studioName', type: 'text', required: true, defaultValue: 'Studio' },
            { name: 'phone', type: 'text', required: true },
            { name: 'email', type: 'email', required: true },
            { name: 'hours', type: 'text', localized: true },
            { name: 'location', type: 'text', localized: true },
            { name: 'servingArea', type: 'text', localized: true },
            {
              name: 'tagline',
              type: 'textarea',
              localized: true,
              admin: { description: 'Short line about the studio (footer, social previews)' },
            },
          ],
        },
        {
          label: 'Links',
          fields: [
            {
              name: 'socials',
              type: 'array',
              maxRows: 4,
              fields: [
                {
                  name: 'network',
                  type: 'select',
                  required: true,
                  options: ['instagram', 'facebook', 'tiktok', 'youtube', 'pinterest', 'linkedin'],
                },
                { name: 'url', type: 'text', required: true },
              ],
            },
            {
              name: 'consultationUrl',
              type: 'text',
              admin: { description: 'Scheduling link: free consultation call' },
            },
            { name: 'availabilityUrl', type: 'text', admin: { description: 'Scheduling link: check availability' } },
            {
              name: 'galleryUrl',
              type: 'text',
              admin: { description: 'External gallery site (portfolio frame, featured work)' },
            },
            { name: 'familyUrl', type: 'text', admin: { description: 'External family photography site' } },
            { name: 'boudoirUrl', type: 'text', admin: { description: 'External boudoir photography site' } },
          ],
        },
        {
          label: 'Analytics',
          fields: [
            {
              name: 'analyticsId',
              type: 'text',
              admin: { description: 'Measurement id; loaded only after the visitor consents' },
            },
          ],
        },
        {
          label: 'Stats',
          fields: [
            {
              name: 'stats',
              type: 'group',
              fields: [
                { name: 'clients', type: 'text', defaultValue: '500+' },
                { name: 'events', type: 'text', defaultValue: '1000+' },
                { name: 'weddings', type: 'text', defaultValue: '200+' },
                { name: 'corporateClients', type: 'text', defaultValue: '50+' },
                {
                  name: 'yearsHome',
                  type: 'text',
                  defaultValue: '6+',
                  admin: { description: 'Years of experience on the home page and classes/reviews stats' },
                },
                {
                  name: 'yearsAbout',
                  type: 'text',
                  defaultValue: '10+',
                  admin: { description: 'Years of experience on the about page' },
                },
                {
                  name: 'rating',
                  type: 'number',
                  defaultValue: 4.9,
                  admin: { description: 'Structured data and page text' },
                },
                {
                  name: 'ratingReviewsStrip',
                  type: 'text',
                  defaultValue: '5/5',
                  admin: { description: 'Reviews page stats strip' },
                },
                { name: 'reviewCount', type: 'number', defaultValue: 127 },
              ],
            },
          ],
        },
      ],
    },
  ],
}
