import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type Field,
} from 'payload'

import { choice } from '@root/fields/choice'
import { cmsLabel, cmsMessage } from '@root/fields/messages'
import { dateTime } from '@root/collections/recordFields'
import { siteComputed } from '@root/fields/site-computed'
import { lostReasonLabel, stageLabel } from '@root/collections/InquiryEvents'
import {
  INQUIRY_STAGES,
  LOST_REASONS,
  NOTE_MAX,
  stageChangeProblem,
  WRITTEN_BY_SITE,
  type InquiryChangeContext,
  type InquiryEventContext,
  type InquiryStage,
} from '@/lib/inquiries/stages'

const readOnly = { readOnly: true, position: 'sidebar' } as const

/** The pipeline's fields of an inquiry, in the sidebar of its edit view in /cms. */
export const pipelineFields = (): Field[] => [
  choice('stage', INQUIRY_STAGES, stageLabel, {
    label: cmsLabel('inquiries', 'stage'),
    required: true,
    defaultValue: 'new',
    index: true,
    admin: { position: 'sidebar' },
  }),
  choice('lostReason', LOST_REASONS, lostReasonLabel, {
    label: cmsLabel('inquiries', 'lostReason'),
    admin: { position: 'sidebar', condition: (data) => data?.stage === 'lost' },
  }),
  {
    name: 'lostNote',
    type: 'textarea',
    label: cmsLabel('inquiries', 'lostNote'),
    admin: { position: 'sidebar', condition: (data) => data?.stage === 'lost' },
  },
  // Computed by the site (the stage's hooks, the first reply, the 24-hour reminder): the time to
  // first reply and the retention period count from them, so no API caller writes them.
  siteComputed(dateTime('stageChangedAt', { label: cmsLabel('inquiries', 'stageChangedAt'), admin: readOnly })),
  siteComputed({
    name: 'stageChangedBy',
    type: 'text',
    label: cmsLabel('inquiries', 'stageChangedBy'),
    admin: readOnly,
  }),
  siteComputed(
    dateTime('firstRepliedAt', { label: cmsLabel('inquiries', 'firstRepliedAt'), index: true, admin: readOnly }),
  ),
  siteComputed(dateTime('remindedAt', { label: cmsLabel('inquiries', 'remindedAt'), admin: readOnly })),
]

/**
 * A private note an editor writes in /cms: not stored on the inquiry (virtual), but added to its
 * history by the site (recordStageChange), signed with the editor's name. The history itself is
 * written by the site alone.
 */
export const noteField = (): Field => ({
  name: 'note',
  type: 'textarea',
  virtual: true,
  maxLength: NOTE_MAX,
  label: cmsLabel('inquiries', 'note'),
  // Payload makes a virtual field read-only in the editing screen unless told otherwise.
  admin: { readOnly: false, description: cmsLabel('inquiries', 'noteDescription') },
})

/** The history of the inquiry, where an editor also adds a private note. */
export const activityField = (): Field => ({
  name: 'activity',
  type: 'join',
  collection: 'inquiry-events',
  on: 'inquiry',
  label: cmsLabel('inquiries', 'activity'),
  defaultSort: '-createdAt',
  admin: { defaultColumns: ['kind', 'toStage', 'text', 'actor', 'actorName', 'createdAt'] },
})

/** Who made the change: the dashboard or the site (told by the caller), else the signed-in CMS editor. */
export function changeActor(req: { user?: unknown }, context: InquiryEventContext) {
  if (context.inquiryActor) return { actor: context.inquiryActor, actorName: null }
  const user = req.user as { username?: string; email?: string; id?: unknown } | null | undefined
  return { actor: 'cms' as const, actorName: user ? (user.username ?? user.email ?? String(user.id)) : null }
}

const refuse = (
  req: Parameters<CollectionBeforeChangeHook>[0]['req'],
  path: string,
  key: 'backToNew' | 'lostReasonRequired' | 'lostReasonUnexpected',
) => {
  throw new ValidationError({ collection: 'inquiries', errors: [{ path, message: cmsMessage(req, 'inquiries', key) }] })
}

/**
 * The rules of a change of stage, whoever makes it (the endpoint checks them first, to answer in the
 * dashboard's language; here they hold for /cms and the REST API too): lost needs its reason, a
 * reason needs lost, an answered inquiry never goes back to new. The stage's time and author are
 * stamped here.
 */
export const stampStageChange: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req, context }) => {
  if (operation !== 'update' || !originalDoc) return data
  const next = (data.stage ?? originalDoc.stage) as InquiryStage
  const previous = originalDoc.stage as InquiryStage
  // A reason or loss note on an inquiry that is not lost; the ones it already holds may be sent
  // back unchanged (the editing screen does), and leaving "lost" clears them below.
  if (next !== 'lost') {
    if (data.lostReason && data.lostReason !== originalDoc.lostReason) refuse(req, 'lostReason', 'lostReasonUnexpected')
    if (data.lostNote && data.lostNote !== originalDoc.lostNote) refuse(req, 'lostNote', 'lostReasonUnexpected')
  }
  if (next === previous) return data
  if (stageChangeProblem(next, { replied: Boolean(originalDoc.firstRepliedAt) })) refuse(req, 'stage', 'backToNew')
  const lostReason = data.lostReason ?? originalDoc.lostReason
  if (next === 'lost' && !lostReason) refuse(req, 'lostReason', 'lostReasonRequired')
  const { actor, actorName } = changeActor(req, context as InquiryEventContext)
  return {
    ...data,
    // Leaving "lost" forgets its reason; the history keeps it.
    ...(next !== 'lost' && { lostReason: null, lostNote: null }),
    stageChangedAt: new Date().toISOString(),
    stageChangedBy: actorName ? `${actor}:${actorName}` : actor,
  }
}

/**
 * Each change of stage becomes an entry of the history, in the change's transaction; so does an
 * editor's private note (with the change of stage it goes with, or alone).
 */
export const recordStageChange: CollectionAfterChangeHook = async ({
  doc,
  data,
  previousDoc,
  operation,
  req,
  context,
}) => {
  if (operation !== 'update' || !previousDoc) return doc
  const ctx = context as InquiryChangeContext
  const editorNote = typeof data?.note === 'string' ? data.note.trim() : ''
  const moved = previousDoc.stage !== doc.stage
  if (!moved && !editorNote) return doc
  const { actor, actorName } = changeActor(req, ctx)
  await req.payload.create({
    collection: 'inquiry-events',
    data: moved
      ? {
          inquiry: doc.id,
          kind: 'stage',
          fromStage: previousDoc.stage,
          toStage: doc.stage,
          lostReason: doc.stage === 'lost' ? doc.lostReason : null,
          text: ctx.inquiryNote || editorNote || (doc.stage === 'lost' ? doc.lostNote : null) || null,
          actor,
          actorName,
        }
      : { inquiry: doc.id, kind: 'note', text: editorNote, actor, actorName },
    req,
    depth: 0,
    overrideAccess: true,
    context: WRITTEN_BY_SITE,
  })
  return doc
}

/** Deleting an inquiry deletes its history with it (the history's entries refer to it). */
export const deleteHistory: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'inquiry-events',
    where: { inquiry: { equals: id } },
    req,
    overrideAccess: true,
  })
}
