import type { CollectionBeforeChangeHook, CollectionBeforeOperationHook } from 'payload'

import { editorsOnly, publishedOrEditors } from '@root/access'
import { collection } from '@root/collections/collection'
import { image, text, textarea } from '@root/fields/localized'
import { described } from '@root/fields/described'
import { cmsLabel } from '@root/fields/messages'
import { slugField } from '@root/fields/slug'
import { cacheTags } from '@root/utilities/revalidate'
import { revalidateCollection } from '@root/utilities/revalidateHooks'
import { redirectOldSlug, rememberPublishedSlug } from './slugRedirects'

/**
 * `isPublished` is how the dashboard's blog calls speak; Payload's `_status` is the only stored
 * truth. A caller that writes `isPublished` without `_status` gets the matching `_status`. This has
 * to run before the field hooks, which would fill `_status` with its default ('draft').
 */
const acceptIsPublished: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const data = args.data as Record<string, unknown> | undefined
  if (data && typeof data.isPublished === 'boolean') {
    if (data._status === undefined) data._status = data.isPublished ? 'published' : 'draft'
    delete data.isPublished
  }
  return args
}

/** Publishing (now or by the scheduler) stamps the date the blog shows, unless the editor set one. */
const stampPublishedAt: CollectionBeforeChangeHook = ({ data }) => {
  if (data._status === 'published' && !data.publishedAt) data.publishedAt = new Date().toISOString()
  return data
}

export const Posts = collection('content', 'posts', ['title', 'slug', '_status', 'publishedAt', 'views'], {
  defaultSort: '-publishedAt',
  access: { read: publishedOrEditors, readVersions: editorsOnly },
  versions: {
    maxPerDoc: 25,
    drafts: { autosave: { interval: 1500 }, schedulePublish: true },
  },
  hooks: {
    beforeOperation: [acceptIsPublished],
    beforeChange: [stampPublishedAt, rememberPublishedSlug],
    afterChange: [redirectOldSlug, ...revalidateCollection('posts', cacheTags.collection('media')).afterChange],
    afterDelete: revalidateCollection('posts', cacheTags.collection('media')).afterDelete,
  },
  fields: [
    text('title', { required: true }),
    slugField('title'),
    textarea('excerpt', { label: cmsLabel('posts', 'excerpt') }),
    { name: 'content', type: 'richText', localized: true, required: true, label: cmsLabel('posts', 'content') },
    image('coverImage', { label: cmsLabel('posts', 'coverImage') }),
    described('posts', 'coverImageUrl', { type: 'text', admin: { position: 'sidebar' } }),
    described('posts', 'publishedAt', {
      type: 'date',
      index: true,
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
      },
    }),
    {
      name: 'isPublished',
      type: 'checkbox',
      virtual: true,
      // Never part of the admin form: the editor publishes with Payload's own buttons.
      admin: { disabled: true },
      hooks: { afterRead: [({ siblingData }) => siblingData?._status === 'published'] },
    },
    described('posts', 'views', {
      type: 'number',
      defaultValue: 0,
      min: 0,
      access: { update: () => false },
      admin: { position: 'sidebar', readOnly: true },
    }),
  ],
})
