import type { Payload } from 'payload'

import { adapterPool } from '@/platform/payload-adapter'
import { blockedJson, blockedLocale } from '@/lib/security/blocked'
import { ensureFreshBlocklist, isBlocked } from '@/lib/security/blocklist'
import { recordThreats } from '@/lib/security/screen'
import type { Queryable } from '@/lib/security/store'
import { detectThreats } from '@/lib/security/threats'
import { clientIp } from './client-ip'
import { HttpError } from './errors'
import { requestUrl, type HttpRequest } from './request'

/**
 * The JSON-body half of request screening (src/server/serve.ts screens path and query before Next.js;
 * bodies are only readable here, once the endpoint has parsed them). A flagged body is recorded and
 * still answered normally: detection is not the defence, and a false positive must not cost a
 * visitor their inquiry. Only a blocked address is refused.
 */
export async function screenJsonBody(req: HttpRequest & { payload?: Payload }, body: unknown): Promise<void> {
  if (process.env.MONITORING_DISABLED === '1' || body === undefined || body === null || !req.payload) return
  const payload = req.payload
  const db = adapterPool<Queryable>(payload)
  if (!db) return
  const ip = clientIp(req)
  const refused = () =>
    new HttpError(403, blockedJson('en').error, blockedJson(blockedLocale(req.headers.get('accept-language'))).message)
  // In the background: a database that does not answer must not hold up the request (the endpoint
  // answers 503 quickly on its own); the copy in hand decides meanwhile.
  void ensureFreshBlocklist(db).catch(() => {})
  if (isBlocked(ip)) throw refused()

  const hits = detectThreats({ path: '', body })
  if (hits.length === 0) return
  let blocked = false
  try {
    blocked = await recordThreats(db, {
      ip,
      method: req.method ?? 'POST',
      endpoint: requestUrl(req).pathname,
      userAgent: req.headers.get('user-agent') ?? undefined,
      hits,
    })
  } catch (error) {
    // The security log being unreachable must not turn into a failed submission.
    payload.logger.warn({ msg: `Could not record a security event: ${(error as Error).message}` })
  }
  if (blocked) throw refused()
}
