import type { ServerResponse } from 'node:http'

/**
 * Next 16.4 serves a statically generated page that redirected (an editor's redirect from an old
 * post address, src/lib/cms/redirects.ts) by appending the cached Location to the one it already
 * set, so the answer says `Location: /blog/new, /blog/new`, which browsers and crawlers refuse.
 * A redirect has one target: the first value is kept. (A URI never contains ", ", so a value
 * joined that way is a repeat, not one address.)
 *
 * Reliance: Next copies its answer's headers onto the Node response with `res.appendHeader`
 * (next/dist/server/send-response.js) and lets the body's first write send the head, which Node
 * does through the response's own `writeHead` (http's implicit header): the method wrapped here.
 * And the duplication itself, a Next defect: vercel/next.js#82117 (open); fixes proposed in
 * vercel/next.js#92057 (closed) and #95913 (open). This wrapper is harmless once it is fixed.
 *
 * Checked on: next 16.4.5 and 16.4.6, Node 22.
 * Guard: tests/unit/platform/next-duplicated-location.test.ts (over a real loopback server, a
 * Location appended twice and sent by `end()` alone arrives once; Next still appends);
 * tests/unit/single-location.test.ts (the rule).
 */
export function keepSingleLocation(res: ServerResponse): void {
  const writeHead = res.writeHead
  res.writeHead = function singleLocationWriteHead(this: ServerResponse, ...args: unknown[]) {
    const location = this.getHeader('location')
    const values = (Array.isArray(location) ? location : typeof location === 'string' ? [location] : []).flatMap((v) =>
      v.split(', '),
    )
    if (values.length > 1) this.setHeader('location', values[0]!)
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args)
  } as ServerResponse['writeHead']
}
