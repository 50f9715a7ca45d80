/**
 * An S3-compatible server on loopback (npm s3rver) for tests and benches, with one bucket, files
 * under `dir`. Its fixed credentials are S3RVER / S3RVER.
 */
import fs from 'node:fs'

import S3rver from 's3rver'

export interface S3Server {
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** The S3_* variables an instance needs to use this server. */
  env: Record<string, string>
  close(): Promise<void>
}

export async function startS3Server(dir: string, port: number, bucket = 'studio-media'): Promise<S3Server> {
  fs.mkdirSync(dir, { recursive: true })
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  }
  return {
    endpoint,
    bucket,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    env,
    close: async () => {
      await server.close()
    },
  }
}
