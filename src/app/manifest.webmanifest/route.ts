import { manifestResponse } from '@/lib/site/manifest'

/** The English web app manifest (start_url /); built once. */
export const dynamic = 'force-static'

export const GET = () => manifestResponse('en')
