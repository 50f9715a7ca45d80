import { callToAction, cards, image, section, text, textarea, textList } from '@/fields/localized'
import { cmsLabel, sharedLabel } from '@/fields/messages'
import { icon } from './icons'
import { pageGlobal } from './pageGlobal'

/** Photography classes (seed 000 §2): hero, learning path, what you'll learn, formats, success stories. */
export const ClassesPage = pageGlobal('classes-page', cmsLabel('classesPage', 'label'), [
  {
    label: cmsLabel('pages', 'heroTab'),
    fields: [
      section('hero', { fields: [textList('badges', { maxRows: 4 }), image('image')] }),
      {
        name: 'maxClassSize',
        type: 'number',
        defaultValue: 8,
        min: 1,
        label: cmsLabel('classesPage', 'maxClassSize'),
        admin: { description: cmsLabel('classesPage', 'maxClassSizeDescription') },
      },
      {
        name: 'tabLabels',
        type: 'group',
        label: cmsLabel('classesPage', 'tabLabels'),
        fields: [
          text('classes', { label: cmsLabel('classesPage', 'classes') }),
          text('success', { label: cmsLabel('classesPage', 'success') }),
          text('booking', { label: cmsLabel('classesPage', 'booking') }),
        ],
        admin: { description: cmsLabel('classesPage', 'tabLabelsDescription') },
      },
    ],
  },
  {
    label: cmsLabel('classesPage', 'learningTab'),
    fields: [
      section('path', { label: cmsLabel('classesPage', 'path') }),
      section('learnIntro', { label: cmsLabel('classesPage', 'learnIntro') }),
      cards('learn', {
        label: cmsLabel('classesPage', 'learn'),
        row: cmsLabel('classesPage', 'learnRow'),
        fields: [icon(['camera', 'sun', 'users', 'aperture', 'image', 'briefcase'])],
        maxRows: 6,
      }),
      section('formatsIntro', { label: cmsLabel('classesPage', 'formatsIntro') }),
      cards('formats', {
        label: cmsLabel('classesPage', 'formats'),
        row: cmsLabel('classesPage', 'formatsRow'),
        fields: [textList('features')],
        maxRows: 2,
      }),
    ],
  },
  {
    label: cmsLabel('classesPage', 'successTab'),
    fields: [
      section('successIntro', {
        label: cmsLabel('classesPage', 'successIntro'),
        fields: [
          text('bookLabel', {
            label: cmsLabel('classesPage', 'bookLabel'),
            description: cmsLabel('classesPage', 'bookLabelDescription'),
          }),
        ],
      }),
      {
        name: 'stories',
        type: 'array',
        maxRows: 6,
        label: cmsLabel('classesPage', 'stories'),
        labels: { singular: cmsLabel('classesPage', 'storiesRow'), plural: cmsLabel('classesPage', 'stories') },
        admin: { initCollapsed: true },
        fields: [
          { name: 'name', type: 'text', required: true, label: sharedLabel('name') },
          text('course', { label: cmsLabel('classesPage', 'course') }),
          text('achievement', { label: cmsLabel('classesPage', 'achievement') }),
          textarea('quote', { required: true }),
          image('image'),
        ],
      },
    ],
  },
  {
    label: cmsLabel('classesPage', 'bookingTab'),
    fields: [
      section('booking', { label: cmsLabel('classesPage', 'booking') }),
      callToAction('journey', { label: cmsLabel('classesPage', 'journey') }),
    ],
  },
])
