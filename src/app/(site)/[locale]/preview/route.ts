import config from '@payload-config'
import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { jsonError } from '@/lib/http/errors'
import { httpMessage, requestLocale } from '@/lib/http/messages'
import { previewTarget } from '@/lib/site/preview-paths'

/**
 * Entry point of the CMS live preview (src/lib/site/preview-paths.ts): /preview?path=/fr/blog/x.
 * A signed-in CMS editor (Payload's session cookie) gets draft mode, so the page reads drafts, and
 * is redirected to the path; anyone else gets a 401 and draft mode turned off. Only the site's own
 * paths are accepted (previewTarget), so the route cannot send anyone to another site; any other
 * path is a 400.
 */
export async function GET(request: Request) {
  const path = previewTarget(new URL(request.url).searchParams.get('path'))
  if (path === undefined) return jsonError(400, 'BAD_REQUEST', httpMessage('badRequest', requestLocale(request)))
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
  redirect(path)
}
