import { MessagePage } from '@/components/site/MessagePage'

/** 'Page Not Found' in the page's language. */
export default function NotFound() {
  return <MessagePage kind="notFound" />
}
