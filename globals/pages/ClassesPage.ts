import { described } from '@root/fields/described'
import { callToAction, image, section, textarea, textList } from '@root/fields/localized'
import { sharedLabel } from '@root/fields/messages'
import { icon } from './icons'
import { pageGlobal } from './pageGlobal'

/** Photography classes: hero, learning path, what you'll learn, formats, success stories. */
export const ClassesPage = pageGlobal('classes-page', (page) => [
  page.tab('heroTab', [
    section('hero', { fields: [textList('badges', { maxRows: 4 }), image('image')] }),
    described('classesPage', 'maxClassSize', { type: 'number', defaultValue: 8, min: 1 }),
    page.group('tabLabels', page.texts(['classes', 'success', 'booking']), {
      description: page.label('tabLabelsDescription'),
    }),
  ]),
  page.tab('learningTab', [
    page.section('path'),
    page.section('learnIntro'),
    page.cards('learn', { fields: [icon(['camera', 'sun', 'users', 'aperture', 'image', 'briefcase'])], maxRows: 6 }),
    page.section('formatsIntro'),
    page.cards('formats', { fields: [textList('features')], maxRows: 2 }),
  ]),
  page.tab('successTab', [
    page.section('successIntro', {
      fields: [page.text('bookLabel', { description: page.label('bookLabelDescription') })],
    }),
    page.list('stories', {
      maxRows: 6,
      fields: [
        { name: 'name', type: 'text', required: true, label: sharedLabel('name') },
        ...page.texts(['course', 'achievement']),
        textarea('quote', { required: true }),
        image('image'),
      ],
    }),
  ]),
  page.tab('bookingTab', [page.section('booking'), callToAction('journey', { label: page.label('journey') })]),
])
