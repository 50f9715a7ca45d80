/**
 * Contract templates in the CMS: a CMS editor's save of a template with an unknown merge field is
 * refused with a field error naming it, in the editor's language; templates are never public; the
 * seed's services agreement is there in French and English (no fallback from one to the other),
 * seeded once, and fills with a proposal's data without a single unknown field.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { canonicalText } from '@/lib/contracts/document'
import { contractStudio, loadContractTemplate } from '@/lib/contracts/operations'
import { type ContractData, renderContract } from '@/lib/contracts/render'
import { seedContractTemplates } from '@/seed'
import { richText } from '@/seed/lexical'
import { CONTRACTS_SEED_MARKER } from '@/seed/marker'

import { apiJson, testPayload } from './helpers/api'

let payload: Payload
let auth: Record<string, string>

beforeAll(async () => {
  payload = await testPayload()
  const username = `contracts-${Date.now()}`
  await payload.create({
    collection: 'users',
    data: { username, password: 'correct horse battery staple', name: 'Editor' },
    overrideAccess: true,
  })
  const token = (
    await payload.login({ collection: 'users', data: { username, password: 'correct horse battery staple' } as never })
  ).token!
  auth = { authorization: `JWT ${token}` }
}, 120_000)

const save = (data: unknown, language: 'en' | 'fr', locale: 'en' | 'fr' = language, id?: number) =>
  apiJson(`/api/contract-templates${id ? `/${id}` : ''}?locale=${locale}`, {
    method: id ? 'PATCH' : 'POST',
    json: data,
    headers: { ...auth, 'accept-language': language },
  })

const template = (body: string, cancellationTerms = 'Sans frais avant le {{event.date}}.') => ({
  title: 'Contrat d’essai',
  body: richText([{ p: body }, { p: '{{items}}' }]),
  cancellationTerms,
})

/** The field errors of a refused save, as the CMS shows them: path → message. */
const fieldErrors = (data: any): Record<string, string> =>
  Object.fromEntries(
    (data?.errors ?? []).flatMap((error: any) =>
      (error.data?.errors ?? []).map((field: any) => [field.path, field.message as string]),
    ),
  )

const sample: ContractData = {
  client: { name: 'Élise Tremblay', email: 'elise@example.test' },
  event: { date: '2027-06-12', place: 'Montréal' },
  items: [{ label: { fr: 'Reportage', en: 'Coverage' }, quantity: 1, unitAmount: 250000, amount: 250000 }],
  totals: { subtotal: 250000, gst: 12500, qst: 24938, total: 287438 },
  schedule: [
    { due: { kind: 'signing' }, amount: 86231 },
    { due: { kind: 'before-event', days: 30 }, amount: 201207 },
  ],
  studio: {
    legalName: 'Studio Lumière inc.',
    address: 'Montréal',
    email: 'hello@studio.test',
    phone: '514 555-0142',
    gstNumber: '123456789 RT0001',
    qstNumber: '1234567890 TQ0001',
  },
}

describe('a template saved in /cms', () => {
  it('with only known merge fields is saved, in French and then in English', async () => {
    const fr = await save(template('Entre {{studio.legalName}} et {{client.name}}, le {{event.date}}.'), 'fr')
    expect(fr.status).toBe(201)
    const en = await save(
      template('Between {{studio.legalName}} and {{client.name}}, on {{event.date}}.', 'Free before {{event.date}}.'),
      'en',
      'en',
      fr.data.doc.id,
    )
    expect(en.status).toBe(200)
    const loaded = await loadContractTemplate(payload, fr.data.doc.id)
    expect(loaded?.missing).toEqual([])
    expect(loaded?.languages.en?.cancellationTerms).toBe('Free before {{event.date}}.')
  })

  it('with an unknown merge field is refused, the error naming the field, in the editor’s language', async () => {
    const en = await save(template('Between {{studio.legalName}} and {{client.fullName}}.'), 'en')
    expect(en.status).toBe(400)
    expect(fieldErrors(en.data).body).toBe(
      'Unknown merge field {{client.fullName}}. The fields you can use are listed under the contract.',
    )
    const fr = await save(template('Entre {{studio.legalName}} et {{client.nom}}.'), 'fr')
    expect(fr.status).toBe(400)
    expect(fieldErrors(fr.data).body).toBe(
      'Champ de fusion inconnu : {{client.nom}}. Les champs permis sont énumérés sous le contrat.',
    )
    const terms = await save(template('{{client.name}}', 'Avant le {{evenement.date}}.'), 'fr')
    expect(terms.status).toBe(400)
    expect(fieldErrors(terms.data).cancellationTerms).toContain('{{evenement.date}}')
    const { totalDocs } = await payload.count({
      collection: 'contract-templates',
      where: { title: { equals: 'Contrat d’essai' } },
    })
    expect(totalDocs).toBe(1)
  })

  it('with a table inside a sentence, or braces that close no field, is refused too', async () => {
    const inline = await save(template('Voici les services : {{items}}'), 'fr')
    expect(fieldErrors(inline.data).body).toBe(
      '{{items}} doit être seul sur sa ligne : placez-le dans un paragraphe à part.',
    )
    const unclosed = await save(template('Le client {{client.name} signe.'), 'en')
    expect(fieldErrors(unclosed.data).body).toContain(
      'Braces that open or close no merge field: “Le client {{client.name} signe.”',
    )
  })

  it('is refused to anyone who is not a CMS editor, for reading too', async () => {
    expect((await apiJson('/api/contract-templates')).status).toBe(403)
    expect((await apiJson('/api/contract-templates', { json: template('{{client.name}}') })).status).toBe(403)
  })
})

describe('the seeded services agreement', () => {
  it('is seeded once, in French and in English, and never written over', async () => {
    await payload.kv.delete(CONTRACTS_SEED_MARKER)
    expect(await seedContractTemplates(payload)).toBe(true)
    expect(await seedContractTemplates(payload)).toBe(false)
    const { docs } = await payload.find({
      collection: 'contract-templates',
      where: { key: { equals: 'photography-services' } },
      depth: 0,
    })
    expect(docs).toHaveLength(1)

    // Even when its marker is gone, an existing template (an owner's edit) is left as it is.
    await payload.update({
      collection: 'contract-templates',
      id: docs[0]!.id,
      locale: 'fr',
      data: { title: 'Contrat de l’atelier' },
    })
    await payload.kv.delete(CONTRACTS_SEED_MARKER)
    expect(await seedContractTemplates(payload)).toBe(false)
    const loaded = await loadContractTemplate(payload, docs[0]!.id)
    expect(loaded?.languages.fr?.title).toBe('Contrat de l’atelier')
  })

  it('fills in both languages with no unknown field, French written as French', async () => {
    const { docs } = await payload.find({
      collection: 'contract-templates',
      where: { key: { equals: 'photography-services' } },
      depth: 0,
    })
    const loaded = (await loadContractTemplate(payload, docs[0]!.id))!
    expect(loaded.missing).toEqual([])
    const fr = renderContract(loaded.languages.fr!, sample, 'fr')
    const en = renderContract(loaded.languages.en!, sample, 'en')
    for (const contract of [fr, en]) {
      expect(contract.problems).toEqual([])
      expect(contract.text).not.toMatch(/\{\{|\}\}/)
    }
    const french = canonicalText(fr.text)
    for (const clause of [
      'Annulation et report',
      'Droit d’auteur et licence',
      'Autorisation de publication',
      'Livraison des images',
      'Obligations du Client',
      'Responsabilité',
      'Force majeure',
      'Loi concernant le cadre juridique des technologies de l’information',
      'Charte de la langue française',
      'district judiciaire de Montréal',
      'Electronic Signatures in Global and National Commerce Act',
      'à titre d’acompte',
    ])
      expect(french).toContain(clause)
    expect(french).toMatch(/acompte de 862,31 \$/)
    // No English in the French version but the names of the United States' acts it cites.
    const americanActs =
      /Electronic Signatures in Global and National Commerce Act|Uniform Electronic Transactions Act/g
    expect(french.replace(americanActs, '')).not.toMatch(/\b(the|and|of|deposit|shall|agreement)\b/i)
    expect(canonicalText(en.text)).toContain('By signing this English version, the Client expressly chooses')
  })

  it('names the studio as the site settings do', async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: {
        studioName: 'Lumière Studio',
        phone: '514 555-0142',
        email: 'hello@studio.test',
        mailingAddress: '123, rue Saint-Paul Ouest\nMontréal (Québec) H2Y 1Z5',
        billing: { legalName: 'Studio Lumière inc.', gstNumber: '', qstNumber: '' },
      },
    })
    const studio = await contractStudio(payload)
    expect(studio).toEqual({
      legalName: 'Studio Lumière inc.',
      address: '123, rue Saint-Paul Ouest\nMontréal (Québec) H2Y 1Z5',
      email: 'hello@studio.test',
      phone: '514 555-0142',
      gstNumber: undefined,
      qstNumber: undefined,
    })
  })
})
