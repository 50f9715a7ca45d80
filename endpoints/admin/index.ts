import type { Endpoint } from 'payload'

import { blogEndpoints } from './blog'
import { consultationAdminEndpoints } from './consultations'
import { contractTemplatesEndpoint } from './contract-templates'
import { inquiryEndpoints } from './inquiries'
import { authEndpoints } from './login'
import { outboxEndpoints } from './outbox'
import { paymentAdminEndpoints } from './payments'
import { privacyEndpoints } from './privacy'
import { proposalAdminEndpoints } from './proposals'
import { recordEndpoints } from './records'
import { adminTestEmail } from './testEmail'

/** The administrator's calls (the dashboard's and /monitoring's); all but login need the session (src/lib/auth). */
export const adminEndpoints: Endpoint[] = [
  ...authEndpoints,
  ...recordEndpoints,
  ...inquiryEndpoints,
  ...blogEndpoints,
  adminTestEmail,
  ...outboxEndpoints,
  ...consultationAdminEndpoints,
  ...privacyEndpoints,
  ...paymentAdminEndpoints,
  ...proposalAdminEndpoints,
  contractTemplatesEndpoint,
]
