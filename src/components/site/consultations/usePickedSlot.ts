'use client'

import { useEffect, useState } from 'react'

import { detectedZone, OWNER_ZONE } from './slot-time'

/**
 * The picker's state as the booking page and the reschedule page both hold it: the chosen start,
 * the visitor's zone (the browser's, known after the first render; Montréal's until then) and the
 * counter that has the free times read again. `picker` is spread onto <ConsultationPicker>.
 */
export function usePickedSlot() {
  const [start, setStart] = useState<string | undefined>()
  const [zone, setZone] = useState(OWNER_ZONE)
  const [refresh, setRefresh] = useState(0)
  useEffect(() => setZone(detectedZone()), [])
  return {
    start,
    setStart,
    zone,
    /** The chosen time was taken meanwhile (a 409): forget it and read the free times again. */
    taken: () => {
      setStart(undefined)
      setRefresh((n) => n + 1)
    },
    picker: { value: start, onChange: setStart, zone, onZone: setZone, refresh },
  }
}
