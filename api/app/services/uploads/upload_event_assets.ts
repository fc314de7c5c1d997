import type { MultipartFile } from '@adonisjs/core/bodyparser'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { additionalImagesLimit } from '@tessera/shared/domain/access/plans'
import type { AssetKind } from '@tessera/shared/domain/events/constants'
import { mayAddImages } from '@tessera/shared/domain/uploads/rules'
import ApiError from '#exceptions/api_error'
import Asset from '#models/asset'
import type Event from '#models/event'
import type User from '#models/user'
import type { PreparedFile } from '#services/uploads/prepare_file'
import { ATTACHMENT } from '#services/uploads/received_files'
import { preparedUploads, storeAndRecord } from '#services/uploads/upload_pipeline'
import { organizerOf, ownedEvent } from '#services/uploads/upload_targets'

const FOLDERS: Record<AssetKind, string> = { image: 'images', document: 'documents' }

/** Free plans: at most 3 additional images per event (spec "events" §5); over it → 403 `plan_required`. */
async function ensureRoomForImages(
  event: Event,
  organizer: User,
  adding: number,
  client?: TransactionClientContract,
) {
  const limit = additionalImagesLimit(organizer.roleName)
  if (limit === null) return
  const [row] = await (client ? Asset.query({ client }) : Asset.query())
    .where({ event_id: event.id, kind: 'image' })
    .count('* as total')
  if (!mayAddImages(limit, Number(row.$extras.total), adding)) {
    throw new ApiError(403, { code: 'plan_required', field: ATTACHMENT, values: { max: limit } })
  }
}

async function nextPosition(
  trx: TransactionClientContract,
  event: Event,
  kind: AssetKind,
): Promise<number> {
  const [row] = await Asset.query({ client: trx })
    .where({ event_id: event.id, kind })
    .max('position as last')
  const last = row.$extras.last
  return last === null || last === undefined ? 0 : Number(last) + 1
}

function assetRow(
  event: Event,
  kind: AssetKind,
  file: PreparedFile,
  path: string,
  position: number,
) {
  return {
    eventId: event.id,
    kind,
    path,
    mimeType: file.mime,
    size: file.size,
    originalName: file.originalName,
    position,
  }
}

/**
 * Additional images (jpg, png ≤ 5 MB, stored at a height of 1800) or documents (pdf, ppt, pptx,
 * xls, xlsx ≤ 50 MB) of an event, appended after the existing ones. The image limit of the
 * organizer's plan is checked before any work and again, under the event's lock, when recording.
 */
export default class UploadEventAssets {
  static async handle(
    actor: User,
    eventId: number,
    kind: AssetKind,
    files: MultipartFile[],
  ): Promise<Asset[]> {
    const event = await ownedEvent(actor, eventId)
    const organizer = await organizerOf(event)
    if (kind === 'image') await ensureRoomForImages(event, organizer, files.length)
    const prepared = await preparedUploads(files, kind, true)
    return storeAndRecord(`events/${eventId}/${FOLDERS[kind]}`, prepared, async (trx, keys) => {
      const locked = await ownedEvent(actor, eventId, trx)
      if (kind === 'image') await ensureRoomForImages(locked, organizer, files.length, trx)
      const first = await nextPosition(trx, locked, kind)
      const rows = prepared.map((file, index) =>
        assetRow(locked, kind, file, keys[index], first + index),
      )
      return Asset.createMany(rows, { client: trx })
    })
  }
}
