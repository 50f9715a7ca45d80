import { localizedPath } from '@/i18n/locale-path'
import type { Locale } from '@/i18n/routing'

import type { ProposalTexts } from './types'

type Props = { kind: 'withdrawn' | 'expired' | 'unknown'; locale: Locale; t: ProposalTexts['gone'] }

/**
 * A proposal that can no longer be opened. An unknown link (bad token, any shape, a draft) gets
 * one text that never says whether a proposal exists behind it.
 */
export function ProposalGone({ kind, locale, t }: Props) {
  const title = { withdrawn: t.withdrawnTitle, expired: t.expiredTitle, unknown: t.unknownTitle }[kind]
  const text = { withdrawn: t.withdrawn, expired: t.expired, unknown: t.unknown }[kind]
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center gap-4 py-24 text-center">
      <h1 className="text-4xl">{title}</h1>
      <p className="max-w-md text-ink-soft">{text}</p>
      <a href={localizedPath('/contact', locale)} className="btn btn-primary mt-2">
        {t.contact}
      </a>
    </section>
  )
}
