export { startStripeFake } from './server'
export type { Delivery, Fault, FaultMode, RecordedRequest, StripeFake, StripeFakeOptions, StripeObject } from './server'
export { signatureHeader } from './webhooks'
