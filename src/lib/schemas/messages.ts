// Type-only: the schemas run in the browser too, and the texts are next-intl's business there.
import type en from '@/i18n/messages/en/validation.json'

/**
 * Schemas carry i18n keys instead of text so that one schema serves the browser (which renders the
 * key through next-intl in the visitor's language) and the server (which translates it for the
 * locale of the request, see errors.ts). Deriving the key type from the English file makes a key
 * that has no translation a compile error.
 */
export type ValidationKeyName = keyof typeof en.validation
export type ValidationKey = `validation.${ValidationKeyName}`

const key = <K extends ValidationKeyName>(name: K): `validation.${K}` => `validation.${name}`

export const V = {
  failed: key('failed'),
  invalidValue: key('invalidValue'),
  nameRequired: key('nameRequired'),
  nameTooLong: key('nameTooLong'),
  nameOneLine: key('nameOneLine'),
  emailRequired: key('emailRequired'),
  emailInvalid: key('emailInvalid'),
  emailTooLong: key('emailTooLong'),
  phoneInvalid: key('phoneInvalid'),
  phoneTooLong: key('phoneTooLong'),
  textTooLong: key('textTooLong'),
  dateInvalid: key('dateInvalid'),
  datePast: key('datePast'),
  classTypeRequired: key('classTypeRequired'),
  classUnavailable: key('classUnavailable'),
  sessionInvalid: key('sessionInvalid'),
  sessionNotFound: key('sessionNotFound'),
  sessionPast: key('sessionPast'),
  sessionFull: key('sessionFull'),
  formatRequired: key('formatRequired'),
  formatUnavailable: key('formatUnavailable'),
  experienceRequired: key('experienceRequired'),
  preferredTimeInvalid: key('preferredTimeInvalid'),
  totalCostInvalid: key('totalCostInvalid'),
  totalCostNonNegative: key('totalCostNonNegative'),
  serviceTypeRequired: key('serviceTypeRequired'),
  referralSourceInvalid: key('referralSourceInvalid'),
  messageRequired: key('messageRequired'),
  messageTooShort: key('messageTooShort'),
  messageTooLong: key('messageTooLong'),
  coverageNeededInvalid: key('coverageNeededInvalid'),
  needVideographerInvalid: key('needVideographerInvalid'),
  poolFieldsRequired: key('poolFieldsRequired'),
  poolEmailInvalid: key('poolEmailInvalid'),
  poolFieldTooLong: key('poolFieldTooLong'),
  passwordRequired: key('passwordRequired'),
  passwordTooLong: key('passwordTooLong'),
  sessionTokenRequired: key('sessionTokenRequired'),
  codeInvalid: key('codeInvalid'),
  titleRequired: key('titleRequired'),
  titleTooLong: key('titleTooLong'),
  slugRequired: key('slugRequired'),
  slugInvalid: key('slugInvalid'),
  slugTooLong: key('slugTooLong'),
  contentRequired: key('contentRequired'),
  excerptTooLong: key('excerptTooLong'),
  urlInvalid: key('urlInvalid'),
  stageInvalid: key('stageInvalid'),
  lostReasonRequired: key('lostReasonRequired'),
  lostReasonUnexpected: key('lostReasonUnexpected'),
  noteTooLong: key('noteTooLong'),
  changeRequired: key('changeRequired'),
  replySubjectRequired: key('replySubjectRequired'),
  replySubjectTooLong: key('replySubjectTooLong'),
  replyBodyRequired: key('replyBodyRequired'),
  replyBodyTooLong: key('replyBodyTooLong'),
} as const satisfies Record<ValidationKeyName, ValidationKey>
