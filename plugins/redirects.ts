import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import type { CollectionBeforeChangeHook, Field, PayloadRequest } from 'payload'
import { ValidationError } from 'payload'

import { editorsOnly } from '@root/access'
import {
  findLoop,
  fromProblem,
  landingPath,
  normalizePath,
  redirectStatuses,
  targetLocation,
  type RedirectTarget,
} from '@/lib/cms/redirect-rules'
import { cmsLabel, cmsMessage } from '@root/fields/messages'
import { siteUrl } from '@/lib/seo/site-url'
import { revalidateCollection } from '@root/utilities/revalidateHooks'

type Reference = { relationTo?: string; value?: unknown } | number | string | null | undefined
type RedirectData = {
  id?: number
  from?: string | null
  to?: { type?: 'reference' | 'custom' | null; reference?: Reference; url?: string | null } | null
}

const referenceId = (ref: Reference): number | string | null => {
  if (ref && typeof ref === 'object') {
    const value = ref.value
    if (value && typeof value === 'object' && 'id' in value) return (value as { id: number }).id
    return (value as number | string | undefined) ?? null
  }
  return ref ?? null
}

async function postSlug(req: PayloadRequest, ref: Reference): Promise<string | null> {
  if (ref && typeof ref === 'object' && ref.value && typeof ref.value === 'object' && 'slug' in ref.value)
    return String((ref.value as { slug: string }).slug)
  const id = referenceId(ref)
  if (id == null) return null
  const post = await req.payload
    .findByID({ collection: 'posts', id, depth: 0, overrideAccess: true, req, select: { slug: true } })
    .catch(() => null)
  return post?.slug ?? null
}

export async function redirectTarget(req: PayloadRequest, to: RedirectData['to']): Promise<RedirectTarget> {
  if (to?.type === 'custom') return { type: 'custom', url: to.url }
  return { type: 'reference', postSlug: await postSlug(req, to?.reference) }
}

/**
 * Refuses, in the editor's language, an address a redirect could never answer and a redirect that
 * sends a browser round in circles (to itself, or through other redirects back to its start).
 */
const refuseLoops: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const merged = { ...originalDoc, ...data } as RedirectData
  const from = normalizePath(merged.from)
  const fail = (path: string, message: string): never => {
    throw new ValidationError({ errors: [{ path, message }] }, req.t)
  }
  if (!from) return fail('from', cmsMessage(req, 'redirects', 'fromInvalid'))
  const problem = fromProblem(from)
  if (problem === 'notAPage') fail('from', cmsMessage(req, 'redirects', 'fromNotAPage', { from }))
  if (problem === 'livePage') fail('from', cmsMessage(req, 'redirects', 'fromLivePage', { from }))

  const target = await redirectTarget(req, merged.to)
  const location = targetLocation(from, target)
  if (target.type === 'custom' && !location) fail('to.url', cmsMessage(req, 'redirects', 'toInvalid'))

  const { docs } = await req.payload.find({
    collection: 'redirects',
    depth: 1,
    limit: 1000,
    pagination: false,
    overrideAccess: true,
    req,
    where: originalDoc?.id ? { id: { not_equals: originalDoc.id } } : {},
  })
  const others = new Map<string, string | null>()
  for (const doc of docs as RedirectData[]) {
    const otherFrom = normalizePath(doc.from)
    if (!otherFrom) continue
    const otherLocation = targetLocation(otherFrom, await redirectTarget(req, doc.to))
    others.set(otherFrom, otherLocation ? landingPath(otherLocation, siteUrl()) : null)
  }
  const loop = findLoop(from, location, others, siteUrl())
  const path = target.type === 'custom' ? 'to.url' : 'to.reference'
  if (loop?.kind === 'self') fail(path, cmsMessage(req, 'redirects', 'self', { from }))
  if (loop?.kind === 'loop')
    fail(path, cmsMessage(req, 'redirects', 'loop', { chain: [from, ...loop.through, from].join(' → ') }))
  return { ...data, from }
}

/**
 * The plugin's destination fields, labelled from cms.json like the rest of the CMS: the same English
 * words as the plugin's, and French that says which is the destination (the plugin's « Page de
 * redirection » reads as the page that redirects).
 */
const withDestinationLabels = (field: Field): Field => {
  if (!('name' in field)) return field
  switch (field.name) {
    case 'type':
      return {
        ...field,
        label: cmsLabel('redirects', 'toType'),
        options: [
          { label: cmsLabel('redirects', 'internalLink'), value: 'reference' },
          { label: cmsLabel('redirects', 'customUrl'), value: 'custom' },
        ],
      } as Field
    case 'reference':
      return { ...field, label: cmsLabel('redirects', 'reference') } as Field
    case 'url':
      return { ...field, label: cmsLabel('redirects', 'customUrl') } as Field
    default:
      return field
  }
}

const withRules = (defaultFields: Field[]): Field[] =>
  defaultFields.map((field) => {
    if (!('name' in field)) return field
    if (field.name === 'from')
      return {
        ...field,
        label: cmsLabel('redirects', 'from'),
        admin: { ...field.admin, description: cmsLabel('redirects', 'fromDescription') },
        hooks: { beforeValidate: [({ value }) => normalizePath(value) ?? value] },
      } as Field
    if (field.name === 'to' && field.type === 'group')
      // Named, so that the list's columns read "Destination > Custom URL" rather than "to > …".
      return { ...field, label: cmsLabel('redirects', 'to'), fields: field.fields.map(withDestinationLabels) } as Field
    if (field.name === 'type')
      return {
        ...field,
        label: cmsLabel('redirects', 'type'),
        // In the plugin's order (ascending codes).
        options: [...redirectStatuses]
          .sort()
          .map((status) => ({ label: cmsLabel('redirects', `type${status}`), value: status })),
        defaultValue: '308',
      } as Field
    return field
  })

/**
 * Redirects an editor manages in /cms (Content → Redirects): from an old address (either language)
 * to a post or any URL, permanent (308) or temporary (307). The site looks them up where it would
 * answer 404 (src/lib/cms/redirects.ts), through Next's cache tagged `collection:redirects`, which
 * these hooks expire on every change: a new redirect answers at once, without a deploy.
 */
export const redirects = redirectsPlugin({
  collections: ['posts'],
  redirectTypes: [...redirectStatuses],
  overrides: {
    labels: { singular: cmsLabel('redirects', 'singular'), plural: cmsLabel('redirects', 'plural') },
    admin: {
      group: cmsLabel('groups', 'content'),
      useAsTitle: 'from',
      // Where each one leads: a post (shown by its title) or an address, whichever it has.
      defaultColumns: ['from', 'to.reference', 'to.url', 'type', 'updatedAt'],
    },
    access: { read: editorsOnly, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
    hooks: {
      beforeChange: [refuseLoops],
      ...revalidateCollection('redirects'),
    },
    fields: ({ defaultFields }) => withRules(defaultFields),
  },
})
