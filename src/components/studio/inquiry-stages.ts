import type { InquiryStage } from '@/lib/inquiries/stages'

import type { BadgeTone } from './kit/Badge'

/** An inquiry's stage as a badge, wherever the dashboard shows it (the inquiries, the consultations). */
export const STAGE_TONES: Record<InquiryStage, BadgeTone> = {
  new: 'warning',
  replied: 'info',
  'consultation-booked': 'info',
  'proposal-sent': 'info',
  booked: 'success',
  lost: 'danger',
  archived: 'neutral',
}
