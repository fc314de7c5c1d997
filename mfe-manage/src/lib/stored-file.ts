import { upload, type UploadProgress } from '@tessera/shared/api/upload'
import { parseMeta } from '@tessera/shared/jsonapi/parse'
import { z } from 'zod'

/** Where an upload that replaces a file (hero, floor plan, profile picture) stored it. */
const storedFile = z.object({ url: z.string(), path: z.string() })

/** A multipart body with one file as `attachment` (docs/API.md "Uploads"). */
export function attachmentForm(file: File): FormData {
  const form = new FormData()
  form.append('attachment', file)
  return form
}

/** Sends one file to an upload path that replaces a stored file; answers its `url` and `path`. */
export async function uploadStoredFile(
  path: string,
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
) {
  return parseMeta(await upload(path, attachmentForm(file), { onProgress, signal }), storedFile)
}
