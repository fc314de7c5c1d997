import { api } from '@tessera/shared/api/management'
import { upload, type UploadProgress } from '@tessera/shared/api/upload'
import type { AssetKind } from '@tessera/shared/domain/events/constants'
import { parseList, parseOne } from '@tessera/shared/jsonapi/parse'
import { event, type Event } from '@tessera/shared/schemas/event'
import { asset, type Asset } from '@tessera/shared/schemas/asset'
import { attachmentForm, uploadStoredFile } from '../../../lib/stored-file'

type Progress = (progress: UploadProgress) => void

const FOLDERS: Record<AssetKind, string> = { image: 'images', document: 'documents' }

/** The event's hero image (replaces the previous one); answers where it is stored. */
export const uploadHero = (
  eventId: string,
  file: File,
  onProgress: Progress,
  signal?: AbortSignal,
) =>
  uploadStoredFile(`uploads/events/${encodeURIComponent(eventId)}/hero`, file, onProgress, signal)

/** One additional image or document of the event (one request per file, for its own progress bar). */
export async function uploadAsset(
  eventId: string,
  kind: AssetKind,
  file: File,
  onProgress: Progress,
  signal?: AbortSignal,
): Promise<Asset> {
  const body = await upload(
    `uploads/events/${encodeURIComponent(eventId)}/${FOLDERS[kind]}`,
    attachmentForm(file),
    { onProgress, signal },
  )
  const [created] = parseList(body, asset).items
  if (!created) throw new Error('The upload answered no asset.')
  return created
}

/** Removes an additional image or document. */
export async function deleteAsset(id: string): Promise<void> {
  await api.delete(`assets/${encodeURIComponent(id)}`)
}

/** Stores the promo video's address (`null` removes it); answers the saved event. */
export async function saveVideoUrl(eventId: string, videoUrl: string | null): Promise<Event> {
  const body = { data: { type: 'events', id: eventId, attributes: { video_url: videoUrl } } }
  return parseOne(await api.patch(`events/${encodeURIComponent(eventId)}`, body), event)
}
