/** The six services, in the nav's order. Boudoir is not one: it lives on another site. */
export const serviceIds = ['weddings', 'maternity', 'corporate', 'family', 'sports', 'video'] as const
export type ServiceId = (typeof serviceIds)[number]
