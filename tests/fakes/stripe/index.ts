export { startStripeFake } from './server'
export type {
  Delivery,
  Fault,
  FaultMode,
  PayAs,
  RecordedRequest,
  RoundingMode,
  StripeFake,
  StripeFakeOptions,
  StripeObject,
  WebhookHandler,
} from './server'
export { signatureHeader } from './webhooks'
