import {
  dataDocument,
  type DataDocument,
  type ResourceObject,
} from '@tessera/shared/jsonapi/document'
import type Asset from '#models/asset'
import { assetUrl } from '#services/uploads/asset_url'

/** `assets`: an additional image or document of an event; `url` is where it is served. */
export function serializeAsset(asset: Asset): ResourceObject {
  return {
    type: 'assets',
    id: String(asset.id),
    attributes: {
      kind: asset.kind,
      path: asset.path,
      url: assetUrl(asset.path),
      mime_type: asset.mimeType,
      size: asset.size,
      original_name: asset.originalName,
      position: asset.position,
      created_at: asset.createdAt.toISO(),
    },
    relationships: { event: { data: { type: 'events', id: String(asset.eventId) } } },
  }
}

/** A stored file as an upload answers it: its path and its absolute URL. */
export function storedFileMeta(path: string) {
  return { url: assetUrl(path), path }
}

/** The assets an upload created, with `meta` naming the first file and every file. */
export function uploadedAssetsDocument(assets: Asset[]): DataDocument {
  const files = assets.map((asset) => storedFileMeta(asset.path))
  return dataDocument(assets.map(serializeAsset), { meta: { ...files[0], files } })
}
