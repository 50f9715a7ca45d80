import config from '@payload-config'
import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { localizedPath, splitLocale } from '@/i18n/locale-path'
import { previewTarget } from '@/lib/site/preview-paths'

type Props = { params: Promise<{ locale: string }> }

/**
 * Entry point of the CMS live preview (src/lib/site/preview-paths.ts): /preview?path=/fr/blog/x.
 * A signed-in CMS editor (Payload's session cookie) gets draft mode, so the page reads drafts, and
 * is redirected to the path; anyone else gets a 401 and draft mode turned off. Only the site's own
 * paths are followed (previewTarget, which checks the path as it will be sent, once normalised);
 * any other one leads to the home page of its language, never to another site.
 */
export async function GET(request: Request, { params }: Props) {
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: request.headers })
  const draft = await draftMode()
  if (!user) {
    draft.disable()
    return new Response(JSON.stringify({ error: 'UNAUTHORIZED', message: 'Sign in to the CMS to preview drafts.' }), {
      status: 401,
      headers: { 'content-type': 'application/json' },
    })
  }
  draft.enable()
  const raw = new URL(request.url).searchParams.get('path')
  const target = previewTarget(raw)
  if (target !== undefined) redirect(target)
  // The language the path asked for (/fr/…), else the route's own.
  const locale = raw?.startsWith('/') ? splitLocale(raw).locale : (await params).locale === 'fr' ? 'fr' : 'en'
  redirect(localizedPath('/', locale))
}
