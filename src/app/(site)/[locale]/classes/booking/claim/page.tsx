import type { Metadata } from 'next'

import { bookingLinkRoute } from '@/app/(site)/[locale]/classes/booking/link-route'

/** A personal page reached from an e-mail: never indexed, never cached. */
export const metadata: Metadata = { robots: { index: false, follow: false } }
export const dynamic = 'force-dynamic'

export default bookingLinkRoute('claim')
