/**
 * The signed contract PDF: the certificate every instance signs with (made once per database,
 * whatever the number of instances starting together, or the studio's own), the PDF's digital
 * signature checked by poppler's pdfsig (valid over the whole file; invalid after one byte is
 * changed), and its text read back with pdf.js: the contract as the client saw it, whose SHA-256
 * recomputed from the printed text is the one the evidence page states.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ensureProgram } from '@root/scripts/lib/services/apt'
import { canonicalText } from '@/lib/contracts/document'
import { contractSigningIdentity, signedContractPdf } from '@/lib/contracts/operations'
import { type ContractPdfInput, renderContractPdf } from '@/lib/contracts/pdf'
import { type ContractData, renderContract } from '@/lib/contracts/render'
import { resolveSigningIdentity, SIGNING_CERTIFICATE_ROW, SigningIdentityError, signPdf } from '@/lib/contracts/signing'
import { contractTemplates } from '@/seed/content/contract-templates'
import { resolve } from '@/seed/localize'

import { testPayload } from './helpers/api'

const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')

const pdfsig = ensureProgram('pdfsig', 'poppler-utils')
const openssl = ensureProgram('openssl', 'openssl')

let payload: Payload
const clients: pg.Client[] = []
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-pdf-'))

beforeAll(async () => {
  payload = await testPayload()
}, 120_000)

afterAll(async () => {
  await Promise.all(clients.map((client) => client.end().catch(() => {})))
  fs.rmSync(work, { recursive: true, force: true })
})

const connect = async () => {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  clients.push(client)
  return client
}

/** A signature as signature_pad draws one: dark strokes on a transparent PNG. */
const signaturePng = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><path d="M20 150 C 80 20, 120 20, 150 120 S 230 190, 260 80 S 340 40, 380 140 L 560 60" fill="none" stroke="#1a1a4a" stroke-width="5" stroke-linecap="round"/></svg>`,
    ),
  )
    .png()
    .toBuffer()

const data: ContractData = {
  client: { name: 'Élise Tremblay-Nguyễn', email: 'elise@example.test' },
  event: { date: '2027-06-12', place: 'Château Ramezay, 280, rue Notre-Dame Est, Montréal' },
  items: [
    {
      label: { fr: 'Reportage de mariage, 8 heures', en: 'Wedding coverage, 8 hours' },
      quantity: 1,
      unitAmount: 320000,
      amount: 320000,
    },
    { label: { fr: 'Album 30 × 30 cm', en: '12 × 12 in album' }, quantity: 2, unitAmount: 45050, amount: 90100 },
  ],
  totals: { subtotal: 410100, gst: 20505, qst: 40907, total: 471512 },
  schedule: [
    { due: { kind: 'signing' }, amount: 117878 },
    { due: { kind: 'date', date: '2027-03-01' }, amount: 117878 },
    { due: { kind: 'before-event', days: 30 }, amount: 235756 },
  ],
  studio: {
    legalName: 'Studio Lumière inc.',
    address: '123, rue Saint-Paul Ouest\nMontréal (Québec) H2Y 1Z5',
    email: 'hello@lumiere-studio.ca',
    phone: '+1 (514) 555-0142',
    gstNumber: '123456789 RT0001',
    qstNumber: '1234567890 TQ0001',
  },
}

const USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'

async function signedContract(locale: 'fr' | 'en') {
  const contract = renderContract(resolve(contractTemplates[0]!, locale), data, locale)
  const input: ContractPdfInput = {
    locale,
    title: contract.title,
    blocks: contract.blocks,
    evidence: {
      reference: 'P-2027-0042',
      studio: { legalName: 'Studio Lumière inc.', sentAt: '2027-01-10T15:00:00Z' },
      client: {
        typedName: 'Élise Tremblay-Nguyễn',
        email: 'elise@example.test',
        signaturePng: await signaturePng(),
        signedAt: '2027-01-12T19:03:05Z',
        ip: '203.0.113.7',
        userAgent: USER_AGENT,
      },
      language: locale,
      contractSha256: contract.sha256,
      audit: [
        { event: 'created', at: '2027-01-10T14:00:00Z' },
        { event: 'sent', at: '2027-01-10T15:00:00Z' },
        { event: 'viewed', at: '2027-01-11T01:00:00Z', details: '203.0.113.7' },
        ...(locale === 'en' ? [{ event: 'language-chosen' as const, at: '2027-01-12T19:01:00Z' }] : []),
        { event: 'signed', at: '2027-01-12T19:03:05Z', details: '203.0.113.7' },
        { event: 'paid', at: '2027-01-12T19:05:00Z', details: 'R-2027-000012' },
      ],
    },
  }
  return { contract, input, pdf: await signedContractPdf(payload, input) }
}

function checkSignature(pdf: Buffer, name: string) {
  const file = path.join(work, name)
  fs.writeFileSync(file, pdf)
  const run = spawnSync(pdfsig, [file], { encoding: 'utf8' })
  return `${run.stdout}${run.stderr}`
}

/** Each page's text as pdf.js reads it: its pieces in order, a line break where a line ends. */
async function pagesText(pdf: Buffer) {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: `${path.resolve('node_modules/pdfjs-dist/standard_fonts')}/`,
  }).promise
  const pages: string[] = []
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''))
  }
  const attachments = (await document.getAttachments()) as Record<string, { filename: string; content: Uint8Array }>
  await document.destroy()
  return { pages, attachments }
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('hex')

describe('the signing certificate', () => {
  it('is made once per database, even by instances that start together', async () => {
    const instances = await Promise.all([connect(), connect(), connect(), connect()])
    const identities = await Promise.all(
      instances.map((db) => resolveSigningIdentity(db, { studioName: 'Studio Lumière inc.', log: () => {} })),
    )
    expect(new Set(identities.map((identity) => identity.fingerprint)).size).toBe(1)
    expect(identities[0]).toMatchObject({
      source: 'database',
      subject: 'CN=Studio Lumière inc., O=Studio Lumière inc., C=CA',
    })
    const { rows } = await instances[0]!.query('SELECT count(*)::int AS n FROM "shared_secrets" WHERE "name" = $1', [
      SIGNING_CERTIFICATE_ROW,
    ])
    expect(rows[0].n).toBe(1)
    // The site's own instance reads the same one back.
    expect((await contractSigningIdentity(payload)).fingerprint).toBe(identities[0]!.fingerprint)
  })

  it('is the studio’s own when CONTRACT_SIGNING_P12 names its file or gives it in base64', async () => {
    const key = path.join(work, 'key.pem')
    const cert = path.join(work, 'cert.pem')
    const p12 = path.join(work, 'studio.p12')
    execFileSync(openssl, [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '30',
      '-subj', '/CN=Studio Lumiere inc./O=Studio Lumiere inc./C=CA',
    ], { stdio: 'ignore' }) // prettier-ignore
    execFileSync(openssl, ['pkcs12', '-export', '-inkey', key, '-in', cert, '-out', p12, '-passout', 'pass:s3cret'])
    const db = await connect()
    const options = { studioName: 'unused', passphrase: 's3cret', log: () => {} }
    const fromFile = await resolveSigningIdentity(db, { ...options, p12Setting: p12 })
    const fromBase64 = await resolveSigningIdentity(db, {
      ...options,
      p12Setting: fs.readFileSync(p12).toString('base64'),
    })
    expect(fromFile).toMatchObject({
      source: 'environment',
      subject: 'CN=Studio Lumiere inc., O=Studio Lumiere inc., C=CA',
    })
    expect(fromBase64.fingerprint).toBe(fromFile.fingerprint)

    const { input } = await signedContract('fr')
    const signed = await signPdf(await renderContractPdf(input), fromFile, {
      name: 'Studio Lumiere inc.',
      reason: 'Contrat',
      location: 'Montréal',
      contactInfo: '',
    })
    const report = checkSignature(signed, 'own.pdf')
    expect(report).toContain('Signature is Valid.')
    expect(report).toContain('Signer Certificate Common Name: Studio Lumiere inc.')

    await expect(
      resolveSigningIdentity(db, { ...options, passphrase: 'wrong', p12Setting: p12 }),
    ).rejects.toBeInstanceOf(SigningIdentityError)
    await expect(resolveSigningIdentity(db, { ...options, p12Setting: 'not a file, nor base64!' })).rejects.toThrow(
      /neither a readable \.p12\/\.pfx file nor its content in base64/,
    )
  })
})

describe('the signed contract PDF', () => {
  it('carries a PAdES signature that pdfsig finds valid over the whole file', async () => {
    const { pdf } = await signedContract('fr')
    const report = checkSignature(pdf, 'signed.pdf')
    expect(report).toContain('Signature Type: ETSI.CAdES.detached')
    expect(report).toContain('Signing Hash Algorithm: SHA-256')
    expect(report).toContain('Total document signed')
    expect(report).toContain('Signature Validation: Signature is Valid.')
    expect(report).toContain('Signer Certificate Common Name: Studio Lumière inc.')
  })

  it('is reported invalid once a single byte is changed', async () => {
    const { pdf } = await signedContract('fr')
    const tampered = Buffer.from(pdf)
    // One letter of the document's information (its producer), well inside the signed bytes.
    const at = tampered.indexOf('PDFKit')
    expect(at).toBeGreaterThan(0)
    tampered[at] = 'Q'.charCodeAt(0)
    const report = checkSignature(tampered, 'tampered.pdf')
    expect(report).not.toContain('Signature is Valid.')
    expect(report).toMatch(/Signature Validation: (Digest Mismatch|Signature is Invalid)/)
  })

  it('reads back as the contract the client saw, whose SHA-256 is the one on the evidence page', async () => {
    const { contract, pdf } = await signedContract('fr')
    const { pages, attachments } = await pagesText(pdf)
    const evidence = pages.at(-1)!
    const printed = canonicalText(pages.slice(0, -1).join('\n'))
    expect(printed).toBe(contract.canonicalText)
    expect(sha256(printed)).toBe(contract.sha256)
    expect(evidence).toContain(contract.sha256)
    // The attached text is the same contract, byte for byte.
    expect(Object.values(attachments).map((a) => a.filename)).toEqual(['contrat.txt'])
    expect(new TextDecoder().decode(Object.values(attachments)[0]!.content)).toBe(contract.text)

    expect(pages[0]).toContain('Contrat de services photographiques')
    expect(printed).toContain('Le Client : Élise Tremblay-Nguyễn, elise@example.test.')
    expect(printed).toContain('4 715,12 $')
    const page = canonicalText(evidence)
    for (const line of [
      'Preuve de signature électronique',
      'Studio Lumière inc.',
      'A signé en transmettant la proposition le 10 janvier 2027 à 10 h 00 min 00 s HNE.',
      'Nom inscrit par le client : Élise Tremblay-Nguyễn',
      'Signé le : 12 janvier 2027 à 14 h 03 min 05 s HNE',
      'Adresse IP : 203.0.113.7',
      `Navigateur : ${USER_AGENT}`,
      'Français. La version française a été remise en premier.',
      'Proposition créée 10 janvier 2027 à 09 h 00 min 00 s HNE',
      'Consultée par le client 10 janvier 2027 à 20 h 00 min 00 s HNE 203.0.113.7',
      'Versement payé 12 janvier 2027 à 14 h 05 min 00 s HNE R-2027-000012',
    ])
      expect(page).toContain(line)
  })

  it('in English says the client chose that version after the French one', async () => {
    const { contract, pdf } = await signedContract('en')
    const { pages } = await pagesText(pdf)
    expect(sha256(canonicalText(pages.slice(0, -1).join('\n')))).toBe(contract.sha256)
    const page = canonicalText(pages.at(-1)!)
    expect(page).toContain(
      "English, at the client's express choice, after the French version was given first (Charter of the French language, s. 55).",
    )
    expect(page).toContain('English version chosen January 12, 2027 at 2:01:00 p.m. EST')
    expect(checkSignature(pdf, 'signed-en.pdf')).toContain('Signature is Valid.')
  })
})
