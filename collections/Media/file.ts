import sharp from 'sharp'
import { ValidationError, type CollectionBeforeOperationHook } from 'payload'

import { cmsMessage } from '@root/fields/messages'

/**
 * The raster formats the site shows (what `upload.mimeTypes` allows), as sharp names them when it
 * reads the file's own bytes. AVIF is a HEIF container.
 */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']
const RASTER_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif'])

/**
 * What the bytes are, whatever the upload's declared type, name or encoding says. SVG is refused:
 * it is a document that can carry script, and a check of its text can be fooled by a declared
 * encoding (an ISO-2022-JP file hides a <script> behind what a UTF-8 reader takes for a comment).
 * The studio's images are photographs; an SVG has no use here that would be worth that risk.
 */
export async function rasterFormat(file: { data?: Buffer; tempFilePath?: string }): Promise<string | undefined> {
  const input = file.data && file.data.length > 0 ? file.data : file.tempFilePath
  if (!input) return undefined
  try {
    const { format } = await sharp(input).metadata()
    return format && RASTER_FORMATS.has(format) ? format : undefined
  } catch {
    // Not an image sharp can read (HTML, a script, a truncated file).
    return undefined
  }
}

const FILE_LABEL = { en: 'file', fr: 'fichier' }

/** Refuses, before Payload stores anything, a file whose bytes are not a photo format. */
export const onlyRasterImages: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (!file) return args
  if (!(await rasterFormat(file))) {
    // With the request and its translator, the CMS's notice is in the editor's language too.
    throw new ValidationError(
      {
        collection: 'media',
        errors: [{ message: cmsMessage(req, 'media', 'notAnImage'), path: 'file', label: FILE_LABEL }],
        req,
      },
      req.t,
    )
  }
  return args
}
