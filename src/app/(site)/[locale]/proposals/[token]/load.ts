import 'server-only'

import type { ProposalPageView } from '@/components/site/proposals/types'
import type { Locale } from '@/i18n/routing'
import { payloadClient } from '@/lib/cms/payload'
import { HttpError } from '@/lib/http/errors'
import { clientView } from '@/lib/proposals/operations'

export type Loaded = { kind: 'open'; view: ProposalPageView } | { kind: 'withdrawn' | 'expired' | 'unknown' }

/**
 * The client's proposal, read as its call reads it (`clientView`: the first read marks it viewed).
 * Its 404 (any token that is not a link, of any shape) is the unknown page, which says nothing
 * more; its 410 is the withdrawn or expired page.
 */
export async function loadProposal(token: string, locale: Locale): Promise<Loaded> {
  try {
    const view = await clientView(await payloadClient(), token, locale)
    if (view.status === 'draft') return { kind: 'unknown' }
    return { kind: 'open', view }
  } catch (error) {
    if (!(error instanceof HttpError)) throw error
    if (error.status === 404) return { kind: 'unknown' }
    if (error.status === 410) return { kind: error.code === 'PROPOSAL_EXPIRED' ? 'expired' : 'withdrawn' }
    throw error
  }
}
