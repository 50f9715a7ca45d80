/**
 * A contract template filled with a proposal's data: merge fields in both languages, amounts and
 * days as each language writes them, the client's own text escaped, unknown fields reported and
 * left visible, and the SHA-256 of the canonical text recomputable from any of the three outputs.
 */
import crypto from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { canonicalText, cleanText, type ContractBlock } from '@/lib/contracts/document'
import { MERGE_FIELD_NAMES, mergeFieldGuide } from '@/lib/contracts/merge-fields'
import {
  type ContractData,
  type ContractTemplateText,
  daysBefore,
  formatDue,
  renderContract,
  templateProblems,
} from '@/lib/contracts/render'
import { richText } from '@/seed/lexical'

const registered = {
  legalName: 'Studio Lumière inc.',
  address: '123, rue Saint-Paul Ouest\nMontréal (Québec) H2Y 1Z5',
  email: 'bonjour@studio.test',
  phone: '514 555-0199',
  gstNumber: '123456789 RT0001',
  qstNumber: '1234567890 TQ0001',
}

const data = (overrides: Partial<ContractData> = {}): ContractData => ({
  client: { name: 'Élise Tremblay', email: 'elise@example.test' },
  event: { date: '2027-06-12', place: 'Château Ramezay, Montréal' },
  items: [
    {
      label: { fr: 'Reportage de mariage (8 h)', en: 'Wedding coverage (8 h)' },
      quantity: 1,
      unitAmount: 320000,
      amount: 320000,
    },
    { label: { fr: 'Album 30 × 30', en: '12 × 12 album' }, quantity: 2, unitAmount: 45050, amount: 90100 },
  ],
  totals: { subtotal: 410100, gst: 20505, qst: 40907, total: 471512 },
  schedule: [
    { due: { kind: 'signing' }, amount: 117878 },
    { due: { kind: 'date', date: '2027-03-01' }, amount: 117878 },
    { due: { kind: 'before-event', days: 30 }, amount: 235756 },
  ],
  studio: registered,
  ...overrides,
})

const template = (body: ReturnType<typeof richText>, cancellationTerms = ''): ContractTemplateText => ({
  title: 'Contrat de services photographiques',
  body,
  cancellationTerms,
})

/** Every `{{field}}` the catalogue has, one paragraph each. */
const everyField = richText(MERGE_FIELD_NAMES.map((name) => ({ p: `{{${name}}}` })))

/** The blocks with Intl's no-break spaces written as plain ones (which one Intl uses varies with its ICU). */
const spaced = <T>(value: T): T => JSON.parse(JSON.stringify(value).replace(/[\u00a0\u202f]/g, ' ')) as T

const sha256 = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('hex')

/** What a browser's `textContent` would give for the HTML: tags dropped, entities decoded. */
const htmlText = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')

const textsOf = (blocks: ContractBlock[]): string[] =>
  blocks.flatMap((block) => {
    if (block.type === 'table')
      return [...(block.header ? [block.columns.map((c) => c.label)] : []), ...block.rows].flat()
    if (block.type === 'list') return block.items.map((item) => item.runs.map((r) => r.text).join(''))
    if (block.type === 'rule') return []
    return [block.runs.map((r) => r.text).join('')]
  })

describe('merge fields', () => {
  it('are filled in French: amounts as 1 234,56 $, days in words, the schedule and the studio', () => {
    const contract = renderContract(
      template(
        richText([
          { p: 'Entre {{studio.legalName}} ({{studio.address}}) et {{client.name}} ({{client.email}}).' },
          {
            p: 'Événement : {{event.date}}, {{event.place}}. Total : {{totals.total}}, acompte : {{schedule.deposit}}.',
          },
          { p: '{{items}}' },
          { p: '{{totals}}' },
          { p: '{{schedule}}' },
          { p: '{{studio.taxNumbers}} Courriel : {{studio.email}}, téléphone : {{studio.phone}}.' },
        ]),
      ),
      data(),
      'fr',
    )
    expect(contract.unknownFields).toEqual([])
    expect(contract.problems).toEqual([])
    const text = canonicalText(contract.text)
    expect(text).toContain(
      'Entre Studio Lumière inc. (123, rue Saint-Paul Ouest, Montréal (Québec) H2Y 1Z5) et Élise Tremblay (elise@example.test).',
    )
    // Intl writes French amounts with a narrow no-break space; canonically, every space is one.
    expect(text).toContain(
      'Événement : 12 juin 2027, Château Ramezay, Montréal. Total : 4 715,12 $, acompte : 1 178,78 $.',
    )
    expect(spaced(contract.blocks[3])).toEqual({
      type: 'table',
      header: true,
      columns: [
        { label: 'Description', align: 'left' },
        { label: 'Qté', align: 'right' },
        { label: 'Prix unitaire', align: 'right' },
        { label: 'Montant', align: 'right' },
      ],
      rows: [
        ['Reportage de mariage (8 h)', '1', '3 200,00 $', '3 200,00 $'],
        ['Album 30 × 30', '2', '450,50 $', '901,00 $'],
      ],
    })
    expect(spaced(contract.blocks[4])).toMatchObject({
      type: 'table',
      header: false,
      totalRow: true,
      rows: [
        ['Sous-total', '4 101,00 $'],
        ['TPS (5 %)', '205,05 $'],
        ['TVQ (9,975 %)', '409,07 $'],
        ['Total', '4 715,12 $'],
      ],
    })
    expect(spaced(contract.blocks[5])).toMatchObject({
      type: 'table',
      rows: [
        ['1', 'À la signature', '1 178,78 $'],
        ['2', '1 mars 2027', '1 178,78 $'],
        ['3', '30 jours avant l’événement (13 mai 2027)', '2 357,56 $'],
      ],
    })
    expect(text).toContain(
      'No d’inscription à la TPS : 123456789 RT0001; no d’inscription à la TVQ : 1234567890 TQ0001 Courriel : bonjour@studio.test, téléphone : 514 555-0199.',
    )
  })

  it('are filled in English with the English labels, amounts and days', () => {
    const contract = renderContract(
      template(
        richText([
          { p: '{{client.name}} on {{event.date}}: {{totals.total}}.' },
          { p: '{{items}}' },
          { p: '{{schedule}}' },
        ]),
      ),
      data(),
      'en',
    )
    expect(canonicalText(contract.text)).toContain('Élise Tremblay on June 12, 2027: $4,715.12.')
    expect(contract.blocks[2]).toMatchObject({
      rows: [
        ['Wedding coverage (8 h)', '1', '$3,200.00', '$3,200.00'],
        ['12 × 12 album', '2', '$450.50', '$901.00'],
      ],
    })
    expect(contract.blocks[3]).toMatchObject({
      rows: [
        ['1', 'At signing', '$1,178.78'],
        ['2', 'March 1, 2027', '$1,178.78'],
        ['3', '30 days before the event (May 13, 2027)', '$2,357.56'],
      ],
    })
  })

  it('leave the taxes out of the totals when the studio has no tax numbers, and say why where asked', () => {
    const small = { legalName: 'Marie Photo', address: 'Laval' }
    const untaxed = data({ studio: small, totals: { subtotal: 410100, gst: 0, qst: 0, total: 410100 } })
    const fr = renderContract(template(richText([{ p: '{{totals}}' }, { p: '{{studio.taxNumbers}}' }])), untaxed, 'fr')
    expect(spaced(textsOf(fr.blocks))).toEqual([
      'Contrat de services photographiques',
      'Sous-total',
      '4 101,00 $',
      'Total',
      '4 101,00 $',
      'Petit fournisseur : aucune TPS ni TVQ n’est perçue.',
    ])
    const en = renderContract(template(richText([{ p: '{{totals}}' }])), untaxed, 'en')
    expect(textsOf(en.blocks)).toEqual([
      'Contrat de services photographiques',
      'Subtotal',
      '$4,101.00',
      'Total',
      '$4,101.00',
    ])
  })

  it('fill the cancellation terms, paragraph by paragraph, where {{cancellation}} stands', () => {
    const contract = renderContract(
      template(
        richText([{ h2: 'Annulation' }, { p: '{{cancellation}}' }]),
        'Le client peut annuler jusqu’au {{event.date}}.\n\nL’acompte de {{schedule.deposit}} est conservé.',
      ),
      data(),
      'fr',
    )
    expect(spaced(contract.blocks.slice(1))).toEqual([
      { type: 'heading', level: 2, runs: [{ text: 'Annulation' }] },
      { type: 'paragraph', runs: [{ text: 'Le client peut annuler jusqu’au 12 juin 2027.' }] },
      { type: 'paragraph', runs: [{ text: 'L’acompte de 1 178,78 $ est conservé.' }] },
    ])
  })

  it('keep the format of the place they stand, even split by the editor’s formatting', () => {
    const body = {
      root: {
        type: 'root',
        children: [
          {
            type: 'paragraph',
            children: [
              { type: 'text', text: 'Signé par ', format: 0 },
              { type: 'text', text: '{{client.', format: 1 },
              { type: 'text', text: 'name}}', format: 2 },
              { type: 'text', text: ', le client.', format: 0 },
            ],
          },
        ],
      },
    }
    const contract = renderContract(template(body as never), data(), 'fr')
    expect(contract.blocks[1]).toEqual({
      type: 'paragraph',
      runs: [{ text: 'Signé par ' }, { text: 'Élise Tremblay', bold: true }, { text: ', le client.' }],
    })
  })

  it('every one of them is known to the renderer, and documented in both languages', () => {
    for (const locale of ['fr', 'en'] as const) {
      const contract = renderContract(template(everyField, 'Conditions.'), data(), locale)
      expect(contract.unknownFields).toEqual([])
      expect(contract.problems).toEqual([])
      expect(contract.text).not.toMatch(/\{\{|\}\}/)
      const guide = mergeFieldGuide(locale).split('\n')
      expect(guide).toHaveLength(MERGE_FIELD_NAMES.length)
      for (const line of guide) expect(line).toMatch(/^\{\{[a-zA-Z.]+\}\} — \S/)
    }
    expect(mergeFieldGuide('fr')).not.toEqual(mergeFieldGuide('en'))
  })
})

describe('unknown merge fields', () => {
  it('are reported by name, and left visible and marked in the output', () => {
    const contract = renderContract(
      template(richText([{ p: 'Bonjour {{client.nom}}, le {{ event.day }} ; {{client.name}}.' }])),
      data(),
      'fr',
    )
    expect(contract.unknownFields).toEqual(['client.nom', 'event.day'])
    expect(contract.html).toContain('<mark class="contract-unknown-field">{{client.nom}}</mark>')
    expect(contract.text).toContain('Bonjour {{client.nom}}, le {{ event.day }} ; Élise Tremblay.')
  })

  it('are reported without a proposal too, as /cms checks a template on save', () => {
    expect(
      templateProblems(richText([{ p: '{{client.name}} {{clients.name}}' }]), 'Avant le {{event.datum}}.'),
    ).toEqual([
      { kind: 'unknown', field: 'clients.name' },
      { kind: 'unknown', field: 'event.datum' },
    ])
    expect(templateProblems(everyField, 'Avant le {{event.date}}.')).toEqual([])
  })

  it('include braces that open or close no field, and block fields that do not stand alone', () => {
    expect(
      templateProblems(
        richText([{ p: 'Le client {{client.name} signe.' }, { p: 'Voici : {{items}}' }, { ul: ['{{schedule}}'] }]),
        '{{totals}}',
      ),
    ).toEqual([
      { kind: 'unclosed', text: 'Le client {{client.name} signe.' },
      { kind: 'not-alone', field: 'items' },
      { kind: 'not-here', field: 'schedule' },
      { kind: 'not-here', field: 'totals' },
    ])
  })
})

describe('the client’s own text', () => {
  const hostile = data({
    client: { name: '<script>alert("x")</script> Ana & "Bo"', email: "o'hara@example.test" },
    event: { date: '2027-06-12', place: '<img src=x onerror=alert(1)>' },
    items: [{ label: { fr: '<b>Séance</b>', en: '<b>Session</b>' }, quantity: 1, unitAmount: 100, amount: 100 }],
  })
  const contract = renderContract(
    template(richText([{ p: '{{client.name}}, {{client.email}}, {{event.place}}' }, { p: '{{items}}' }])),
    hostile,
    'fr',
  )

  it('is escaped in the HTML: no element, attribute or script comes from it', () => {
    expect(contract.html).not.toMatch(/<script|<img|<b>/i)
    expect(contract.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Ana &amp; &quot;Bo&quot;')
    expect(contract.html).toContain('o&#39;hara@example.test')
    expect(contract.html).toContain('<td>&lt;b&gt;Séance&lt;/b&gt;</td>')
    // Only the renderer's own elements and attributes remain.
    const tags = [...contract.html.matchAll(/<([a-z0-9]+)([^>]*)>/g)]
    for (const [, tag, attributes] of tags) {
      expect(['article', 'h2', 'p', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'strong']).toContain(tag)
      expect(attributes).toMatch(/^( (lang|class|scope)="[a-zA-Z0-9 -]+")*$/)
    }
  })

  it('is printed as written in the text', () => {
    expect(contract.text).toContain(
      '<script>alert("x")</script> Ana & "Bo", o\'hara@example.test, <img src=x onerror=alert(1)>',
    )
  })

  it('cannot smuggle in a merge field: a value is never read as a template', () => {
    const sly = renderContract(
      template(richText([{ p: '{{client.name}}' }])),
      data({ client: { name: '{{client.email}}', email: 'hidden@example.test' } }),
      'fr',
    )
    expect(sly.text).toContain('{{client.email}}')
    expect(sly.text).not.toContain('hidden@example.test')
    expect(sly.unknownFields).toEqual([])
  })

  it('loses the characters a reader cannot see', () => {
    expect(cleanText('An\u00ada\u200b\u0007\ufeff\r\nBo')).toBe('Ana\nBo')
  })
})

describe('the SHA-256 of the contract text', () => {
  const contract = renderContract(
    template(
      richText([
        { h2: '1. Les parties' },
        { p: 'Entre **{{studio.legalName}}** et {{client.name}}.' },
        { ol: ['Premier point', 'Second point'] },
        { ul: ['Une puce'] },
        { quote: 'Une citation' },
        { p: '{{items}}' },
        { p: '{{totals}}' },
        { p: '{{schedule}}' },
      ]),
    ),
    data(),
    'fr',
  )

  it('is the SHA-256 of the canonical text, itself the text with its white space made single spaces', () => {
    expect(contract.canonicalText).toBe(contract.text.normalize('NFC').replace(/\s+/g, ' ').trim())
    expect(contract.canonicalText).not.toMatch(/\s\s|[\n\u00a0\u202f]/)
    expect(contract.sha256).toBe(sha256(contract.canonicalText))
    expect(contract.sha256).toMatch(/^[0-9a-f]{64}$/)
  })

  it('is the same computed from the page the client reads (the HTML’s text)', () => {
    expect(canonicalText(htmlText(contract.html))).toBe(contract.canonicalText)
  })

  it('changes with any word of the contract, and not with its layout', () => {
    const other = renderContract(
      template(richText([{ p: 'x' }])),
      data({ client: { name: 'Élise Tremblay-Roy', email: 'elise@example.test' } }),
      'fr',
    )
    expect(other.sha256).not.toBe(contract.sha256)
    expect(canonicalText('  a b\n\n c\t')).toBe('a b c')
  })

  it('is the same for the same template and data, whenever it is rendered', () => {
    const again = () => renderContract(template(everyField, 'Conditions.'), data(), 'fr')
    expect(again()).toEqual(again())
  })
})

describe('days', () => {
  it('count back from the event across months and years, and name the day in each language', () => {
    expect(daysBefore('2027-03-01', 1)).toBe('2027-02-28')
    expect(daysBefore('2028-01-05', 10)).toBe('2027-12-26')
    expect(formatDue({ kind: 'before-event', days: 1 }, '2027-06-12', 'fr')).toBe(
      '1 jour avant l’événement (11 juin 2027)',
    )
    expect(formatDue({ kind: 'before-event', days: 1 }, '2027-06-12', 'en')).toBe(
      '1 day before the event (June 11, 2027)',
    )
  })

  it('of an event given as an instant are its day in Montréal', () => {
    // 02:30 UTC on 13 June is still the evening of 12 June in Montréal.
    const late = renderContract(
      template(richText([{ p: '{{event.date}}' }])),
      data({ event: { date: '2027-06-13T02:30:00Z', place: 'x' } }),
      'fr',
    )
    expect(canonicalText(late.text)).toContain('12 juin 2027')
  })

  it('that do not exist are refused', () => {
    expect(() =>
      renderContract(template(richText([])), data({ event: { date: '2027-02-30', place: 'x' } }), 'fr'),
    ).toThrow(RangeError)
  })
})
