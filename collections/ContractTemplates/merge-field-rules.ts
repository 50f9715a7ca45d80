import type { RichTextFieldValidation, TextareaFieldValidation } from 'payload'
import { richText as richTextValidation, textarea as textareaValidation } from 'payload/shared'

import { cmsMessage } from '@root/fields/messages'
import { mergeFieldToken, type MergeFieldProblem } from '@/lib/contracts/merge-fields'
import { templateProblems } from '@/lib/contracts/render'

type Req = Parameters<typeof cmsMessage>[0]

/** A problem of a template's merge fields as the CMS shows it under the field, in the editor's language. */
function message(problem: MergeFieldProblem, req: Req): string {
  const example = mergeFieldToken('client.name')
  switch (problem.kind) {
    case 'unknown':
      return cmsMessage(req, 'contractTemplates', 'unknownField', { field: mergeFieldToken(problem.field) })
    case 'not-alone':
      return cmsMessage(req, 'contractTemplates', 'notAlone', { field: mergeFieldToken(problem.field) })
    case 'not-here':
      return cmsMessage(req, 'contractTemplates', 'notHere', { field: mergeFieldToken(problem.field) })
    case 'unclosed':
      return cmsMessage(req, 'contractTemplates', 'unclosed', { text: problem.text, example })
  }
}

/** Every problem, one sentence each: an editor fixes them all in one pass rather than one save at a time. */
const problemsText = (problems: MergeFieldProblem[], req: Req) =>
  problems.length ? problems.map((problem) => message(problem, req)).join(' ') : true

/** The contract's body: Payload's own checks, then its merge fields. */
export const bodyRule: RichTextFieldValidation = async (value, options) => {
  const base = await richTextValidation(value, options)
  if (base !== true) return base
  return problemsText(templateProblems(value), options.req)
}

/** The cancellation terms: inline merge fields only. */
export const termsRule: TextareaFieldValidation = (value, options) => {
  const base = textareaValidation(value, options)
  if (base !== true) return base
  return problemsText(templateProblems(null, value ?? ''), options.req)
}
