import type { CollectionConfig } from 'payload'

import { Media } from './Media'
import { Users } from './Users'

export const collections: CollectionConfig[] = [Users, Media]
