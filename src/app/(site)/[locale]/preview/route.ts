import config from '@payload-config'
import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

/**
 * Entry point of the CMS live preview (utilities/previewPaths.ts): /preview?path=/fr/blog/x.
 * A signed-in CMS editor (Payload's session cookie) gets draft mode, so the page reads drafts, and
 * is redirected to the path; anyone else gets a 401 and draft mode turned off. Only site paths are
 * accepted, so the route cannot be used to bounce visitors to another site.
 */
export async function GET(request: Request) {
  const url = new URL(request.url)
  const raw = url.searchParams.get('path') ?? '/'
  const path = raw.startsWith('/') && !raw.startsWith('//') && !raw.includes('\\') ? raw : '/'
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
