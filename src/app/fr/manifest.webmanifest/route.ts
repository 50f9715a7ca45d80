import { manifestResponse } from '@/lib/site/manifest'

/** The French web app manifest (start_url /fr), linked from the French pages; built once. */
export const dynamic = 'force-static'

export const GET = () => manifestResponse('fr')
