import fs from 'node:fs'

import { S3Client } from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'

import { s3Settings, type S3Settings } from '@/lib/media/storage'

/**
 * The copy of each backup kept off the machine: in the media's S3-compatible bucket (S3_*), or in
 * the one BACKUP_S3_* names (each BACKUP_S3_ variable overrides its S3_ counterpart), under
 * BACKUP_S3_PREFIX. Uploaded in parts, streaming from the file, so a large backup needs no memory.
 *
 * Writing is all the site does there: no listing, no reading, no deleting. So BACKUP_S3_* may be
 * credentials that can only put objects, and a site taken over cannot erase or replace the history
 * kept off the machine (with the bucket's Object Lock, docs/backups.md); the bucket's lifecycle
 * rules expire old copies.
 */
export interface OffsiteSettings extends S3Settings {
  prefix: string
}

export function offsiteSettings(env: NodeJS.ProcessEnv = process.env): OffsiteSettings | undefined {
  const settings = s3Settings({
    NODE_ENV: env.NODE_ENV,
    S3_BUCKET: env.BACKUP_S3_BUCKET || env.S3_BUCKET,
    S3_ENDPOINT: env.BACKUP_S3_ENDPOINT || env.S3_ENDPOINT,
    S3_REGION: env.BACKUP_S3_REGION || env.S3_REGION,
    S3_ACCESS_KEY_ID: env.BACKUP_S3_ACCESS_KEY_ID || env.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: env.BACKUP_S3_SECRET_ACCESS_KEY || env.S3_SECRET_ACCESS_KEY,
    S3_FORCE_PATH_STYLE: env.BACKUP_S3_FORCE_PATH_STYLE || env.S3_FORCE_PATH_STYLE,
  } as NodeJS.ProcessEnv)
  if (!settings) return undefined
  const prefix = env.BACKUP_S3_PREFIX ?? 'backups/'
  return { ...settings, prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix }
}

function client(settings: OffsiteSettings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
  })
}

/** Uploads `file` as `name`; returns its address (s3://bucket/key). */
export async function copyOffsite(settings: OffsiteSettings, file: string, name: string): Promise<string> {
  const s3 = client(settings)
  try {
    const key = `${settings.prefix}${name}`
    await new Upload({
      client: s3,
      params: {
        Bucket: settings.bucket,
        Key: key,
        Body: fs.createReadStream(file),
        ContentType: 'application/octet-stream',
      },
    }).done()
    return `s3://${settings.bucket}/${key}`
  } finally {
    s3.destroy()
  }
}
