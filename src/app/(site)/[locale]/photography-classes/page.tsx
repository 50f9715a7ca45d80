/** Same page as /classes under a second address; its canonical link points there. */
export { default, generateMetadata } from '@/app/(site)/[locale]/classes/page'
