import { callToAction, cards, image, section, text, textarea, textList } from '@/fields/localized'
import { pageGlobal } from './pageGlobal'

/** Photography classes (seed 000 §2): hero, learning path, what you'll learn, formats, success stories. */
export const ClassesPage = pageGlobal('classes-page', 'Classes page', [
  {
    label: 'Hero',
    fields: [
      section('hero', [textList('badges', { maxRows: 4 }), image('image')]),
      {
        name: 'maxClassSize',
        type: 'number',
        defaultValue: 8,
        min: 1,
        admin: { description: 'Students per class at most' },
      },
      {
        name: 'tabLabels',
        type: 'group',
        fields: [text('classes'), text('success'), text('booking')],
        admin: { description: 'Tab labels' },
      },
    ],
  },
  {
    label: 'Learning',
    fields: [
      section('path'),
      section('learnIntro'),
      cards(
        'learn',
        [{ name: 'icon', type: 'select', options: ['camera', 'sun', 'users', 'aperture', 'image', 'briefcase'] }],
        { maxRows: 6 },
      ),
      section('formatsIntro'),
      cards('formats', [textList('features')], { maxRows: 2 }),
    ],
  },
  {
    label: 'Student success',
    fields: [
      section('successIntro', [text('bookLabel', { description: 'Button switching to the booking tab' })]),
      {
        name: 'stories',
        type: 'array',
        maxRows: 6,
        admin: { initCollapsed: true },
        fields: [
          { name: 'name', type: 'text', required: true },
          text('course'),
          text('achievement'),
          textarea('quote', { required: true }),
          image('image'),
        ],
      },
    ],
  },
  { label: 'Booking', fields: [section('booking'), callToAction('journey')] },
])
