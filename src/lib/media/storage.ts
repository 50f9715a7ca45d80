import fs from 'node:fs/promises'
import path from 'node:path'

import { s3Storage } from '@payloadcms/storage-s3'
import type { CollectionConfig, Config, Plugin } from 'payload'

import { jsonError } from '@/lib/http/errors'
import { httpMessage, requestLocale } from '@/lib/http/messages'

/**
 * Where the media files live: on disk (MEDIA_DIR, else DATA_DIR/media) by default, in an
 * S3-compatible bucket when S3_BUCKET is set, so that every instance serves every file.
 * Either way the files are served by Payload at /api/media/file/… (never from the bucket's own
 * URLs), after the collection's read access: the images of unpublished posts stay hidden.
 */
export interface S3Settings {
  bucket: string
  endpoint?: string
  region: string
  forcePathStyle: boolean
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

export function s3Settings(env: NodeJS.ProcessEnv = process.env): S3Settings | undefined {
  const bucket = env.S3_BUCKET
  if (!bucket) return undefined
  const endpoint = env.S3_ENDPOINT || undefined
  const flag = env.S3_FORCE_PATH_STYLE
  return {
    bucket,
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    // S3-compatible servers (MinIO, Ceph, s3rver) mostly want path-style addressing; AWS does not.
    forcePathStyle: flag ? ['1', 'true', 'yes'].includes(flag.toLowerCase()) : Boolean(endpoint),
    // Without keys, the SDK's own chain (instance role, AWS_* variables, ~/.aws) applies.
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  }
}

type UploadHandler = NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']>[number]

function notFound(req: Parameters<UploadHandler>[0]): Response {
  return jsonError(404, 'NOT_FOUND', httpMessage('fileNotFound', requestLocale(req)))
}

/**
 * A file the database knows but the storage lacks (an instance that never had it on its disk, an
 * object deleted from the bucket) is a 404 with the API's JSON error, not Payload's 500 (on disk)
 * or empty 404 (S3).
 */
function missingFilesAre404(slug: string): Plugin {
  return (config: Config) => ({
    ...config,
    collections: config.collections?.map((collection) => {
      if (collection.slug !== slug || typeof collection.upload !== 'object') return collection
      const upload = collection.upload
      // Payload's type says Promise<Response> | Promise<void>; it awaits either.
      const storageHandlers = (upload.handlers ?? []).map(
        (handler) =>
          (async (req, args) => {
            const response = await handler(req, args)
            return response instanceof Response && response.status === 404 ? notFound(req) : response
          }) as UploadHandler,
      )
      const onDisk = (async (req, { params }) => {
        const dir = path.resolve(upload.staticDir || slug)
        const file = path.resolve(dir, params.filename)
        // Anything outside the directory is Payload's to refuse (400).
        if (!file.startsWith(dir + path.sep)) return undefined
        try {
          await fs.stat(file)
          return undefined // Payload streams it.
        } catch {
          return notFound(req)
        }
      }) as UploadHandler
      return { ...collection, upload: { ...upload, handlers: storageHandlers.length ? storageHandlers : [onDisk] } }
    }),
  })
}

/** The plugins of the media storage, in order (payload.config.ts `plugins`). */
export function mediaStorage(env: NodeJS.ProcessEnv = process.env): Plugin[] {
  const s3 = s3Settings(env)
  return [
    s3Storage({
      // Registered either way, switched on by S3_BUCKET: the schema (its `prefix` and `_objectKey`
      // fields) and the admin's import map stay the same with and without a bucket.
      enabled: Boolean(s3),
      alwaysInsertFields: true,
      collections: { media: true },
      bucket: s3?.bucket ?? '',
      config: {
        endpoint: s3?.endpoint,
        region: s3?.region ?? 'us-east-1',
        forcePathStyle: s3?.forcePathStyle ?? false,
        credentials: s3?.credentials,
      },
    }),
    missingFilesAre404('media'),
  ]
}
