import {
  BlockquoteFeature,
  BoldFeature,
  HeadingFeature,
  HorizontalRuleFeature,
  InlineToolbarFeature,
  ItalicFeature,
  lexicalEditor,
  OrderedListFeature,
  ParagraphFeature,
  UnderlineFeature,
  UnorderedListFeature,
} from '@payloadcms/richtext-lexical'

import { collection } from '@root/collections/collection'
import { text, textarea } from '@root/fields/localized'
import { cmsLabel } from '@root/fields/messages'
import { fill } from '@/i18n/fill'
import { mergeFieldGuide, mergeFieldToken } from '@/lib/contracts/merge-fields'

import { bodyRule, termsRule } from './merge-field-rules'

const help = (key: 'bodyDescription' | 'cancellationTermsDescription') => {
  const label = cmsLabel('contractTemplates', key)
  const field = mergeFieldToken('cancellation')
  return {
    en: key === 'bodyDescription' ? `${label.en}\n${mergeFieldGuide('en')}` : fill(label.en, { field }),
    fr: key === 'bodyDescription' ? `${label.fr}\n${mergeFieldGuide('fr')}` : fill(label.fr, { field }),
  }
}

/**
 * The contracts a proposal is sent with (docs/proposals.md), one document per kind of agreement,
 * written in both languages: the French version is the one a client is given first. The body is
 * rich text with merge fields (src/lib/contracts/merge-fields.ts); a template whose fields the
 * renderer would not know is refused on save, naming the field. A proposal freezes the text it
 * sends, so editing a template never changes a contract already sent or signed. Holds no one's
 * personal data: the client's appear only in a proposal's filled copy.
 */
export const ContractTemplates = collection('settings', 'contract-templates', ['title', 'key', 'updatedAt'], {
  fields: [
    text('title', { required: true, maxLength: 200 }),
    {
      name: 'body',
      type: 'richText',
      localized: true,
      required: true,
      label: cmsLabel('contractTemplates', 'body'),
      // What the renderer lays out in the page, the e-mail and the PDF alike: headings, paragraphs,
      // lists, quotes and rules, with bold, italic and underline. Nothing that would not print.
      editor: lexicalEditor({
        features: [
          ParagraphFeature(),
          HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
          BoldFeature(),
          ItalicFeature(),
          UnderlineFeature(),
          UnorderedListFeature(),
          OrderedListFeature(),
          BlockquoteFeature(),
          HorizontalRuleFeature(),
          InlineToolbarFeature(),
        ],
      }),
      validate: bodyRule,
      admin: { description: help('bodyDescription') },
    },
    textarea('cancellationTerms', {
      label: cmsLabel('contractTemplates', 'cancellationTerms'),
      required: true,
      maxLength: 10_000,
      validate: termsRule,
      description: help('cancellationTermsDescription'),
      admin: { rows: 10 },
    }),
    {
      name: 'key',
      type: 'text',
      unique: true,
      index: true,
      label: cmsLabel('contractTemplates', 'key'),
      admin: { position: 'sidebar', description: cmsLabel('contractTemplates', 'keyDescription') },
    },
  ],
})
