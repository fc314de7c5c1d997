import { assetUrl as withHost } from '@tessera/shared/domain/uploads/asset-url'
import { assetHost } from '#config/drive'

/**
 * The absolute URL of a stored path for API responses: `ASSET_HOST` (default: the app's URL) in
 * front of a relative path, absolute http(s) URLs unchanged, `null` for no file. Every serializer
 * that returns a file (hero_image, additional images and documents, floor_plan_image,
 * profile_image) calls this.
 */
export function assetUrl(path: string | null | undefined): string | null {
  return withHost(path, assetHost)
}
