import type { HttpContext } from '@adonisjs/core/http'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { unlink } from 'node:fs/promises'
import { MAX_FILES_PER_UPLOAD } from '@tessera/shared/domain/uploads/rules'
import ApiError from '#exceptions/api_error'

type Request = HttpContext['request']

/** Upload errors point here (spec "events" §5: "an attachment error shows the first attachment message"). */
export const ATTACHMENT = 'attachment'

/** Every file the body parser wrote for this request, whatever its field name. */
function everyFile(value: unknown): MultipartFile[] {
  if (!value || typeof value !== 'object') return []
  if ('tmpPath' in value && 'clientName' in value) return [value as MultipartFile]
  return Object.values(value).flatMap(everyFile)
}

/**
 * The files of an upload: field `attachment` (one) or `attachments[]` (several). None is 422
 * `required`; more than `max` is 422 `too_big`; a part the parser could not read is 400.
 */
function attachments(request: Request, max: number): MultipartFile[] {
  const files = [...request.files(ATTACHMENT), ...request.files('attachments')]
  if (files.length === 0) throw ApiError.invalid(ATTACHMENT, 'required')
  if (files.length > max) throw ApiError.invalid(ATTACHMENT, 'too_big', { max })
  if (files.some((file) => file.errors.length > 0 || !file.tmpPath)) throw ApiError.badRequest()
  return files
}

/**
 * Runs `handle` with the request's upload files (at most `max`), then removes the body parser's
 * temporary copies of every file of the request, whatever happened.
 */
export async function withReceivedFiles<T>(
  request: Request,
  max: number,
  handle: (files: MultipartFile[]) => Promise<T>,
): Promise<T> {
  try {
    return await handle(attachments(request, Math.min(max, MAX_FILES_PER_UPLOAD)))
  } finally {
    const temporary = everyFile(request.allFiles()).flatMap((file) =>
      file.tmpPath ? [file.tmpPath] : [],
    )
    await Promise.all(temporary.map((path) => unlink(path).catch(() => undefined)))
  }
}
