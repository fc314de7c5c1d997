import { z } from 'zod'
import { ASSET_KINDS } from '../domain/events/constants.js'
import { id, timestamp } from './common.js'

/**
 * `assets`: an additional image or document of an event. `path` is a storage path or an absolute
 * URL; `url` is where the file is served (the path with the asset host, spec "events" §3 "Image
 * paths").
 */
export const asset = z.object({
  id,
  kind: z.enum(ASSET_KINDS),
  path: z.string(),
  url: z.string(),
  mime_type: z.string(),
  size: z.number(),
  original_name: z.string(),
  position: z.number(),
  created_at: timestamp,
})
export type Asset = z.infer<typeof asset>

/** How an event lists its images (spec: additional_images, id and additional_asset). */
export const additionalImage = z.object({ id, additional_asset: z.string() })
/** How an event lists its documents (spec: additional_docs, with the mime type as `type`). */
export const additionalDoc = z.object({
  id,
  additional_asset: z.string(),
  type: z.string(),
  name: z.string(),
  size: z.number(),
})
