import type { Metadata } from 'next'
import { getMessages, setRequestLocale } from 'next-intl/server'

import { formatDay, money } from '@/components/site/proposals/format'
import { ProposalContract } from '@/components/site/proposals/ProposalContract'
import { ProposalGone } from '@/components/site/proposals/ProposalGone'
import { ProposalSigned } from '@/components/site/proposals/ProposalSigned'
import { ProposalSchedule, ProposalSummary } from '@/components/site/proposals/ProposalSummary'
import { SignForm } from '@/components/site/proposals/SignForm'
import { isSignable, type ProposalTexts } from '@/components/site/proposals/types'
import { fill } from '@/i18n/fill'
import type { Locale } from '@/i18n/routing'

import { loadProposal } from './load'

type Props = { params: Promise<{ locale: Locale; token: string }> }

/** A client's private page: never indexed (here and X-Robots-Tag), never cached (src/server/cache-policy.ts). */
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = ((await getMessages({ locale })) as { proposals: ProposalTexts }).proposals
  return { title: t.meta.title, robots: { index: false, follow: false } }
}

/**
 * `/proposals/<token>` and `/fr/proposals/<token>`: the items, the totals with taxes, the
 * schedule and the contract (French first), then the signing form, or once signed what is paid.
 * Everything but the signature pad and the buttons' calls is server-rendered HTML.
 */
export default async function ProposalPage({ params }: Props) {
  const { locale, token } = await params
  setRequestLocale(locale)
  const t = ((await getMessages({ locale })) as { proposals: ProposalTexts }).proposals
  const loaded = await loadProposal(token, locale)
  if (loaded.kind !== 'open') return <ProposalGone kind={loaded.kind} locale={locale} t={t.gone} />
  const { view } = loaded
  const first = view.installments[0]
  return (
    <article className="container-page grid max-w-3xl gap-10 py-10 sm:py-16">
      <header className="grid gap-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-gold-deep">
          {fill(t.page.eyebrow, { studio: view.studio.legalName ?? '' })}
        </p>
        <h1 className="text-3xl sm:text-4xl">{fill(t.page.title, { name: view.client.name })}</h1>
        <p>
          <span className="font-semibold">{t.page.event}</span>{' '}
          {fill(t.page.eventOn, { date: formatDay(view.event.date, locale), place: view.event.location })}
        </p>
      </header>
      <ProposalSummary view={view} locale={locale} t={t.page} />
      <ProposalSchedule view={view} locale={locale} t={t.page} />
      <ProposalContract contract={view.contract} t={t.page} />
      {isSignable(view.status) ? (
        <section
          aria-labelledby="proposal-sign"
          className="grid gap-4 rounded-3xl border border-line bg-white p-5 sm:p-8"
        >
          <h2 id="proposal-sign" className="text-2xl">
            {t.sign.title}
          </h2>
          <p className="text-ink-soft">{t.sign.intro}</p>
          <SignForm
            token={token}
            locale={locale}
            autopay={view.autopay}
            submitLabel={first ? fill(t.sign.submit, { amount: money(first.amount, locale) }) : t.sign.submitNoAmount}
            t={{ ...t.sign, nameHint: fill(t.sign.nameHint, { name: view.client.name }) }}
          />
        </section>
      ) : (
        <ProposalSigned view={view} token={token} locale={locale} t={t.state} />
      )}
    </article>
  )
}
