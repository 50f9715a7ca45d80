import { MessagePage } from '@/components/site/MessagePage'

/** 'Page Not Found' in the page's language (seed 000 §8). */
export default function NotFound() {
  return <MessagePage kind="notFound" />
}
