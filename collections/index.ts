import type { CollectionConfig } from 'payload'

import { Classes } from './Classes'
import { ConsultationBookings } from './ConsultationBookings'
import { ConsultationTypes } from './ConsultationTypes'
import { ClassSessions } from './ClassSessions'
import { FaqEntries } from './FaqEntries'
import { Media } from './Media'
import { Posts } from './Posts'
import { Reviews } from './Reviews'
import { Services } from './Services'
import { Users } from './Users'
import { AdminSessions } from './AdminSessions'
import { Bookings } from './Bookings'
import { IdempotencyKeys } from './IdempotencyKeys'
import { Inquiries } from './Inquiries'
import { InquiryEvents } from './InquiryEvents'
import { ReplyTemplates } from './ReplyTemplates'
import { ContractTemplates } from './ContractTemplates'
import { Outbox } from './Outbox'
import { Receipts } from './Receipts'
import { PoolEntries } from './PoolEntries'
import { Subscribers } from './Subscribers'
import { BlockedIps } from './BlockedIps'
import { SecurityEvents } from './SecurityEvents'
import { WebVitals } from './WebVitals'
import { Payments } from './Payments'
import { Refunds } from './Refunds'
import { StripeEvents } from './StripeEvents'

export const collections: CollectionConfig[] = [
  Users,
  Media,
  Services,
  Classes,
  ClassSessions,
  ConsultationTypes,
  Reviews,
  Posts,
  FaqEntries,
  Bookings,
  Inquiries,
  InquiryEvents,
  ReplyTemplates,
  ContractTemplates,
  ConsultationBookings,
  Payments,
  Refunds,
  StripeEvents,
  Subscribers,
  PoolEntries,
  IdempotencyKeys,
  Outbox,
  Receipts,
  AdminSessions,
  SecurityEvents,
  BlockedIps,
  WebVitals,
]
