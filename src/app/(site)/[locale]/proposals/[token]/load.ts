import 'server-only'

import { headers } from 'next/headers'

import type { ProposalPageView } from '@/components/site/proposals/types'
import type { Locale } from '@/i18n/routing'

export type Loaded = { kind: 'open'; view: ProposalPageView } | { kind: 'withdrawn' | 'expired' | 'unknown' }

// A token is base64url; anything else cannot name a proposal and is not worth a call.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/

/**
 * The client's proposal through its own call, `GET /api/proposals/{token}` (which marks it viewed
 * on the first read), asked of this instance on loopback with the visitor's browser. 404 → unknown,
 * 410 → withdrawn or expired (the answer's code says which).
 */
export async function loadProposal(token: string, locale: Locale): Promise<Loaded> {
  if (!TOKEN_SHAPE.test(token)) return { kind: 'unknown' }
  const incoming = await headers()
  const res = await fetch(`http://127.0.0.1:${process.env.PORT || 3000}/api/proposals/${token}?locale=${locale}`, {
    headers: { 'accept-language': locale, 'user-agent': incoming.get('user-agent') ?? '' },
    cache: 'no-store',
  }).catch(() => undefined)
  if (!res) throw new Error('The proposal could not be read')
  if (res.status === 404) return { kind: 'unknown' }
  const body = (await res.json().catch(() => ({}))) as { error?: string; status?: string }
  if (res.status === 410) return { kind: /expire/i.test(`${body.error} ${body.status}`) ? 'expired' : 'withdrawn' }
  if (!res.ok) throw new Error(`The proposal could not be read (${res.status})`)
  const view = body as ProposalPageView
  if (view.status === 'withdrawn' || view.status === 'expired') return { kind: view.status }
  if (view.status === 'draft') return { kind: 'unknown' }
  return { kind: 'open', view }
}
