import type { Endpoint } from 'payload'

import { listBlogPosts } from './blog'
import { createClassBooking } from './classBookings'
import { listClassSessions } from './classSessions'
import { cancelClassBooking, claimClassBookingSeat } from './classBookingLinks'
import {
  bookConsultation,
  cancelConsultationByLink,
  consultationFeed,
  listConsultationSlots,
  rescheduleConsultation,
  viewConsultation,
} from './consultations'
import { createContactInquiry } from './contact'
import { confirmEndpoints } from './confirm'
import { subscribeToNewsletter } from './newsletter'
import { registerForPool } from './poolRegistration'
import { proposalPublicEndpoints } from './proposals'
import { listTestimonials } from './testimonials'
import { unsubscribeEndpoints } from './unsubscribe'

/** The visitor-facing calls: the public site's forms and lists. */
export const publicEndpoints: Endpoint[] = [
  createClassBooking,
  listClassSessions,
  cancelClassBooking,
  claimClassBookingSeat,
  createContactInquiry,
  subscribeToNewsletter,
  ...confirmEndpoints,
  ...unsubscribeEndpoints,
  listTestimonials,
  listBlogPosts,
  registerForPool,
  listConsultationSlots,
  bookConsultation,
  viewConsultation,
  rescheduleConsultation,
  cancelConsultationByLink,
  consultationFeed,
  ...proposalPublicEndpoints,
]
