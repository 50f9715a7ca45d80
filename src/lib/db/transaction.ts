import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

/**
 * Runs `work` in the transaction of `req`, which the Local API calls and `execute` that pass `req`
 * join: one begun here, committed when `work` returns and rolled back when it throws; or the one
 * `req` already has (an endpoint's), which only its owner ends.
 */
export async function inTransaction<T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> {
  const started = await initTransaction(req)
  try {
    const result = await work()
    if (started) await commitTransaction(req)
    return result
  } catch (error) {
    if (started) await killTransaction(req)
    throw error
  }
}

/** `work` on a request of its own in one transaction: for background jobs, which have no request. */
export async function inLocalTransaction<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq({}, payload)
  return inTransaction(req, () => work(req))
}
