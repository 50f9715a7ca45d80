import { z } from 'zod'

import { INQUIRY_STAGES, LOST_REASONS, NOTE_MAX, REPLY_BODY_MAX, REPLY_SUBJECT_MAX } from './stages'
import { V } from '@/lib/schemas/messages'

/**
 * PATCH /api/admin/contacts/{id}: a new stage (lost needs its reason), a private note, or both.
 * Shared by the dashboard's form and the endpoint.
 */
export const inquiryChangeSchema = z
  .object({
    stage: z.enum(INQUIRY_STAGES, { error: V.stageInvalid }).optional(),
    lostReason: z.enum(LOST_REASONS, { error: V.lostReasonRequired }).optional(),
    note: z.string({ error: V.invalidValue }).trim().max(NOTE_MAX, { error: V.noteTooLong }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.stage === 'lost' && !value.lostReason)
      ctx.addIssue({ code: 'custom', path: ['lostReason'], message: V.lostReasonRequired })
    if (value.lostReason && value.stage !== 'lost')
      ctx.addIssue({ code: 'custom', path: ['lostReason'], message: V.lostReasonUnexpected })
    if (!value.stage && !value.note) ctx.addIssue({ code: 'custom', path: ['stage'], message: V.changeRequired })
  })
export type InquiryChange = z.infer<typeof inquiryChangeSchema>

/** POST /api/admin/contacts/{id}/reply: what the administrator wrote (placeholders filled on send). */
export const inquiryReplySchema = z.object({
  subject: z
    .string({ error: V.replySubjectRequired })
    .trim()
    .min(1, { error: V.replySubjectRequired })
    .max(REPLY_SUBJECT_MAX, { error: V.replySubjectTooLong }),
  body: z
    .string({ error: V.replyBodyRequired })
    .trim()
    .min(1, { error: V.replyBodyRequired })
    .max(REPLY_BODY_MAX, { error: V.replyBodyTooLong }),
})
export type InquiryReply = z.infer<typeof inquiryReplySchema>
