/**
 * The contract PDF prints only the text the client signed: blocks whose SHA-256 is not the one the
 * signature recorded are refused, as is a drawn signature that is not a PNG image.
 */
import { describe, expect, it } from 'vitest'

import { ContractMismatchError, type ContractPdfInput, renderContractPdf } from '@/lib/contracts/pdf'
import { type ContractData, renderContract } from '@/lib/contracts/render'
import { richText } from '@/seed/lexical'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

const data: ContractData = {
  client: { name: 'Ana', email: 'ana@example.test' },
  event: { date: '2027-06-12', place: 'Montréal' },
  items: [],
  totals: { subtotal: 0, gst: 0, qst: 0, total: 0 },
  schedule: [],
  studio: { legalName: 'Studio', address: 'Montréal' },
}

const contractOf = (paragraph: string) =>
  renderContract({ title: 'Contrat', body: richText([{ p: paragraph }]), cancellationTerms: '' }, data, 'fr')

const contract = contractOf('Entre {{studio.legalName}} et {{client.name}}.')

const input = (overrides: Partial<ContractPdfInput['evidence']> = {}): ContractPdfInput => ({
  locale: 'fr',
  title: contract.title,
  blocks: contract.blocks,
  evidence: {
    reference: 'P-1',
    studio: { legalName: 'Studio', sentAt: '2027-01-10T15:00:00Z' },
    client: {
      typedName: 'Ana',
      email: 'ana@example.test',
      signaturePng: PNG,
      signedAt: '2027-01-12T19:03:05Z',
      ip: '203.0.113.7',
      userAgent: 'test',
    },
    language: 'fr',
    contractSha256: contract.sha256,
    audit: [{ event: 'signed', at: '2027-01-12T19:03:05Z' }],
    ...overrides,
  },
})

describe('the contract PDF', () => {
  it('is made from the blocks the client signed', async () => {
    const pdf = await renderContractPdf(input())
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7')
  })

  it('refuses blocks whose text is not the one signed', () => {
    const other = contractOf('Entre {{studio.legalName}} et un autre client.')
    expect(() => renderContractPdf({ ...input(), blocks: other.blocks })).toThrow(ContractMismatchError)
  })

  it('refuses a drawn signature that is not a PNG', () => {
    const client = { ...input().evidence.client, signaturePng: Buffer.from('<svg onload="alert(1)"/>') }
    expect(() => renderContractPdf(input({ client }))).toThrow(/not a PNG/)
  })
})
