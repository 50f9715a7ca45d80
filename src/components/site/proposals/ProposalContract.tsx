import { fill } from '@/i18n/fill'

import type { ContractVersion, ProposalTexts } from './types'

type Props = { contract: { fr: ContractVersion; en: ContractVersion }; t: ProposalTexts['page'] }

function Version({ version, lang, hash }: { version: ContractVersion; lang: 'fr' | 'en'; hash: string }) {
  return (
    <div lang={lang} className="grid gap-3">
      <h3 className="text-xl">{version.title}</h3>
      {/* The contract renderer's HTML: every text escaped, fixed elements only; no markup comes from the data. */}
      <div className="contract-text" dangerouslySetInnerHTML={{ __html: version.html }} />
      <p className="break-all text-xs text-ink-soft">{hash}</p>
    </div>
  )
}

/**
 * The contract, French first (Charter of the French language, s. 55): the English version is one
 * express step away, in a disclosure the reader opens, and the signing form asks which is signed.
 * Both are in the HTML, so reading needs no script.
 */
export function ProposalContract({ contract, t }: Props) {
  return (
    <section aria-labelledby="proposal-contract" className="grid gap-4">
      <h2 id="proposal-contract" className="text-2xl">
        {t.contractTitle}
      </h2>
      <p className="rounded-2xl bg-sand px-4 py-3 text-sm">{t.frenchFirst}</p>
      <Version version={contract.fr} lang="fr" hash={fill(t.contractHash, { hash: contract.fr.sha256 })} />
      <details className="rounded-2xl border border-line px-4 py-3">
        <summary className="cursor-pointer font-semibold">{t.englishVersion}</summary>
        <div className="mt-4">
          <Version version={contract.en} lang="en" hash={fill(t.contractHash, { hash: contract.en.sha256 })} />
        </div>
      </details>
    </section>
  )
}
