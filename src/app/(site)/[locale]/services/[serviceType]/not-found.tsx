import { MessagePage } from '@/components/site/MessagePage'

/** Unknown service type: 'Service Not Found' and a way back to all services. */
export default function ServiceNotFound() {
  return <MessagePage kind="serviceNotFound" />
}
