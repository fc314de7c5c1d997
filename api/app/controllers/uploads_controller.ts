import type { HttpContext } from '@adonisjs/core/http'
import { metaDocument } from '@tessera/shared/jsonapi/document'
import { MAX_FILES_PER_UPLOAD } from '@tessera/shared/domain/uploads/rules'
import type { AssetKind } from '@tessera/shared/domain/events/constants'
import { routeId } from '#lib/validation'
import { storedFileMeta, uploadedAssetsDocument } from '#serializers/asset_serializer'
import { withReceivedFiles } from '#services/uploads/received_files'
import UploadEventAssets from '#services/uploads/upload_event_assets'
import UploadEventHero from '#services/uploads/upload_event_hero'
import UploadFloorPlan from '#services/uploads/upload_floor_plan'
import UploadProfileImage from '#services/uploads/upload_profile_image'

/**
 * Uploads (docs/API.md "Uploads"): multipart, field `attachment` or `attachments[]`. A replaced
 * file (hero, floor plan, profile) answers `{ meta: { url, path } }`; added images and documents
 * answer 201 with the new `assets` as `data`.
 */
export default class UploadsController {
  async hero({ auth, params, request, response }: HttpContext) {
    const id = routeId(params.id)
    const path = await withReceivedFiles(request, 1, (files) =>
      UploadEventHero.handle(auth.getUserOrFail(), id, files),
    )
    return response.ok(metaDocument(storedFileMeta(path)))
  }

  async images(ctx: HttpContext) {
    return this.assets(ctx, 'image')
  }

  async documents(ctx: HttpContext) {
    return this.assets(ctx, 'document')
  }

  async floorPlan({ auth, params, request, response }: HttpContext) {
    const id = routeId(params.id)
    const path = await withReceivedFiles(request, 1, (files) =>
      UploadFloorPlan.handle(auth.getUserOrFail(), id, files),
    )
    return response.ok(metaDocument(storedFileMeta(path)))
  }

  async profile({ auth, params, request, response }: HttpContext) {
    const id = routeId(params.id)
    const path = await withReceivedFiles(request, 1, (files) =>
      UploadProfileImage.handle(auth.getUserOrFail(), id, files),
    )
    return response.ok(metaDocument(storedFileMeta(path)))
  }

  private async assets({ auth, params, request, response }: HttpContext, kind: AssetKind) {
    const id = routeId(params.id)
    const assets = await withReceivedFiles(request, MAX_FILES_PER_UPLOAD, (files) =>
      UploadEventAssets.handle(auth.getUserOrFail(), id, kind, files),
    )
    return response.created(uploadedAssetsDocument(assets))
  }
}
