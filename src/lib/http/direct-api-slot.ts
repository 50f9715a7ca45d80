import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * Where the app leaves its direct API handler for src/server/serve.ts (src/lib/http/direct-api.ts).
 * A module of its own, without imports, because serve.ts loads it at start and must not load
 * Payload for it: the handler is set by the app, inside Next's bundle, once Payload has started.
 */
export interface DirectApi {
  /** True when this request is one the handler answers: then `handle` must be called, and Next not. */
  accepts(req: IncomingMessage): boolean
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>
}

const SLOT = Symbol.for('studio.direct-api')

export function setDirectApi(api: DirectApi): void {
  ;(globalThis as Record<symbol, unknown>)[SLOT] = api
}

export function directApi(): DirectApi | undefined {
  return (globalThis as Record<symbol, unknown>)[SLOT] as DirectApi | undefined
}
