import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { UploadProgress } from '@tessera/shared/api/upload'
import type { AssetKind } from '@tessera/shared/domain/events/constants'
import type { Asset } from '@tessera/shared/schemas/asset'
import type { Event } from '@tessera/shared/schemas/event'
import { changeCachedEvent } from '../../../lib/events-api'
import { deleteAsset, saveVideoUrl, uploadAsset, uploadHero } from './resources'

/** One file to send, with its progress and the signal that aborts it. */
export type FileUpload = {
  file: File
  onProgress: (progress: UploadProgress) => void
  signal?: AbortSignal
}

/** An uploaded asset as the event lists it (docs/API.md "Events": additional images and docs). */
function withAsset(event: Event, asset: Asset): Event {
  if (asset.kind === 'image') {
    const image = { id: asset.id, additional_asset: asset.url }
    return { ...event, additional_images: [...(event.additional_images ?? []), image] }
  }
  const doc = {
    id: asset.id,
    additional_asset: asset.url,
    type: asset.mime_type,
    name: asset.original_name,
    size: asset.size,
  }
  return { ...event, additional_docs: [...(event.additional_docs ?? []), doc] }
}

/** Takes a deleted asset out of every cached copy of its event. */
export function dropCachedAsset(client: QueryClient, eventId: string, id: string) {
  return changeCachedEvent(client, eventId, (event) => ({
    ...event,
    additional_images: event.additional_images?.filter((image) => image.id !== id),
    additional_docs: event.additional_docs?.filter((doc) => doc.id !== id),
  }))
}

/** Uploads the hero image; the address the API answered becomes the cached event's. */
export function useUploadHero(eventId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ file, onProgress, signal }: FileUpload) =>
      uploadHero(eventId, file, onProgress, signal),
    onSuccess: ({ url }) =>
      changeCachedEvent(client, eventId, (event) => ({ ...event, hero_image: url })),
  })
}

/** Uploads one additional image or document; the asset the API answered joins the cached event. */
export function useUploadAsset(eventId: string, kind: AssetKind) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ file, onProgress, signal }: FileUpload) =>
      uploadAsset(eventId, kind, file, onProgress, signal),
    onSuccess: (asset) => changeCachedEvent(client, eventId, (event) => withAsset(event, asset)),
  })
}

/** Deletes an additional image or document (the tab takes it out of the cache once it has faded). */
export const useDeleteAsset = () => useMutation({ mutationFn: deleteAsset })

/** Saves the promo video's address; the address the API answered becomes the cached event's. */
export function useSaveVideoUrl(eventId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (videoUrl: string | null) => saveVideoUrl(eventId, videoUrl),
    onSuccess: (saved) =>
      changeCachedEvent(client, eventId, (event) => ({ ...event, video_url: saved.video_url })),
  })
}
