export { startStripeFake } from './server'
export type {
  Delivery,
  Fault,
  FaultMode,
  RecordedRequest,
  StripeFake,
  StripeFakeOptions,
  StripeObject,
  WebhookHandler,
} from './server'
export { signatureHeader } from './webhooks'
