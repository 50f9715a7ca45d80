import { MessagePage } from '@/components/site/MessagePage'

/** Unknown service type (seed 000 §8): 'Service Not Found' and a way back to all services. */
export default function ServiceNotFound() {
  return <MessagePage kind="serviceNotFound" />
}
