/** A tel: link dials the digits (and a leading +) of the phone number as the studio writes it. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`
