import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * Headers Next.js leaves on its answers for its own machinery: the proxy's rewrite target
 * (`x-middleware-rewrite`, which names the internal /en/… route of every English page), cache and
 * prerender states, matched routes (`x-nextjs-*`). A visitor's browser has no use for them and
 * they describe the server to anyone who looks. Kept on the router's own RSC requests, whose client
 * reads some of them (rewritten path, stale time) during client-side navigation.
 */
export const INTERNAL_HEADER = /^x-(?:middleware|nextjs)-/i

export function isRouterRequest(req: IncomingMessage): boolean {
  return req.headers.rsc !== undefined || /[?&]_rsc=/.test(req.url ?? '')
}

/** Removes them just before the head is sent (see applyCachePolicy for how writeHead is wrapped). */
export function dropInternalHeaders(req: IncomingMessage, res: ServerResponse): void {
  if (isRouterRequest(req)) return
  const writeHead = res.writeHead
  res.writeHead = function internalHeadersWriteHead(this: ServerResponse, status: number, ...rest: unknown[]) {
    const given = rest.find((r) => r && typeof r === 'object' && !Array.isArray(r)) as
      Record<string, string | number | string[]> | undefined
    if (given) for (const [name, value] of Object.entries(given)) this.setHeader(name, value)
    for (const name of this.getHeaderNames()) if (INTERNAL_HEADER.test(name)) this.removeHeader(name)
    return (writeHead as (...a: unknown[]) => ServerResponse).call(this, status, ...rest.filter((r) => r !== given))
  } as ServerResponse['writeHead']
}
