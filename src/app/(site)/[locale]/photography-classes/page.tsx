/** Same page as /classes (seed 000 §2); its canonical link points there. */
export { default, generateMetadata } from '@/app/(site)/[locale]/classes/page'
