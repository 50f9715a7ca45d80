import type { TextareaFieldValidation, TextFieldValidation } from 'payload'
import { text as textValidation, textarea as textareaValidation } from 'payload/shared'

import { collection } from '@root/collections/collection'
import { text, textarea } from '@root/fields/localized'
import { cmsLabel, cmsMessage } from '@root/fields/messages'
import { fill } from '@/i18n/fill'
import cmsEn from '@/i18n/messages/en/cms.json'
import cmsFr from '@/i18n/messages/fr/cms.json'
import { REPLY_BODY_MAX, REPLY_PLACEHOLDERS, REPLY_SUBJECT_MAX, unknownPlaceholders } from '@/lib/inquiries/stages'

const placeholderList = REPLY_PLACEHOLDERS.map((name) => `{${name}}`).join(', ')

/** A template may only hold placeholders the reply knows how to fill: the first unknown one, in the editor's language. */
const placeholderProblem = (value: string | null | undefined, req: Parameters<typeof cmsMessage>[0]) => {
  const [unknown] = unknownPlaceholders(value ?? '')
  return unknown
    ? cmsMessage(req, 'replyTemplates', 'unknownPlaceholder', { placeholder: `{${unknown}}`, list: placeholderList })
    : true
}
const subjectRule: TextFieldValidation = (value, options) => {
  const base = textValidation(value, options)
  return base === true ? placeholderProblem(value, options.req) : base
}
const bodyRule: TextareaFieldValidation = (value, options) => {
  const base = textareaValidation(value, options)
  return base === true ? placeholderProblem(value, options.req) : base
}

const placeholdersHelp = {
  en: fill(cmsEn.cms.replyTemplates.placeholders, { list: placeholderList }),
  fr: fill(cmsFr.cms.replyTemplates.placeholders, { list: placeholderList }),
}

/**
 * Replies the owner starts from in the dashboard, in English and French: the dashboard
 * offers the language of the inquiry, and the placeholders are filled for that inquiry on sending.
 */
export const ReplyTemplates = collection('settings', 'reply-templates', ['name', 'subject', 'updatedAt'], {
  fields: [
    text('name', { label: cmsLabel('replyTemplates', 'name'), required: true, maxLength: 120 }),
    text('subject', {
      label: cmsLabel('replyTemplates', 'subject'),
      required: true,
      maxLength: REPLY_SUBJECT_MAX,
      validate: subjectRule,
      description: placeholdersHelp,
    }),
    textarea('body', {
      label: cmsLabel('replyTemplates', 'body'),
      required: true,
      maxLength: REPLY_BODY_MAX,
      validate: bodyRule,
      description: placeholdersHelp,
      admin: { rows: 12 },
    }),
    {
      name: 'key',
      type: 'text',
      unique: true,
      index: true,
      label: cmsLabel('replyTemplates', 'key'),
      admin: { position: 'sidebar', description: cmsLabel('replyTemplates', 'keyDescription') },
    },
  ],
})
