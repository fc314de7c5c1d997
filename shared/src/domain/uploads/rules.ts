/**
 * What may be uploaded (spec "events" §5 "Uploads", §9; "accounts" §5): hero and additional images
 * jpg, jpeg or png up to 5 MB, stored resized to a height of 1800; documents pdf, ppt, pptx, xls or
 * xlsx up to 50 MB; floor plans an image or a pdf up to 50 MB. The type is the one found in the
 * file's content, never its name. 1 MB is 1024 × 1024 bytes.
 */
export const MEGABYTE = 1024 * 1024

export const UPLOAD_KINDS = ['image', 'document', 'floor_plan'] as const
export type UploadKind = (typeof UPLOAD_KINDS)[number]

/** Accepted content types and the extension a stored file of that type gets. */
const IMAGE_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png' } as const
const DOCUMENT_TYPES = {
  'application/pdf': 'pdf',
  'application/vnd.ms-powerpoint': 'ppt',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
} as const

export type UploadRule = {
  maxBytes: number
  types: Readonly<Record<string, string>>
  /** For a file input's `accept`. */
  accept: readonly string[]
}

export const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
  image: { maxBytes: 5 * MEGABYTE, types: IMAGE_TYPES, accept: ['.jpg', '.jpeg', '.png'] },
  document: {
    maxBytes: 50 * MEGABYTE,
    types: DOCUMENT_TYPES,
    accept: ['.pdf', '.ppt', '.pptx', '.xls', '.xlsx'],
  },
  floor_plan: {
    maxBytes: 50 * MEGABYTE,
    types: { ...IMAGE_TYPES, 'application/pdf': 'pdf' },
    accept: ['.jpg', '.jpeg', '.png', '.pdf'],
  },
}

/** Stored images are resized to this height (never enlarged). */
export const IMAGE_HEIGHT = 1800

/** At most this many files in one upload request. */
export const MAX_FILES_PER_UPLOAD = 10

export type UploadCheck =
  | { ok: true; mime: string; extension: string }
  | { ok: false; reason: 'file_too_large'; maxBytes: number }
  | { ok: false; reason: 'unsupported_file_type' }

/**
 * Whether a file of `size` bytes whose content is of type `mime` (`null`: unknown) may be uploaded
 * as `kind`. Size is checked first.
 */
export function checkUpload(
  kind: UploadKind,
  file: { size: number; mime: string | null },
): UploadCheck {
  const rule = UPLOAD_RULES[kind]
  if (file.size > rule.maxBytes)
    return { ok: false, reason: 'file_too_large', maxBytes: rule.maxBytes }
  const extension = file.mime ? rule.types[file.mime] : undefined
  if (!file.mime || !extension) return { ok: false, reason: 'unsupported_file_type' }
  return { ok: true, mime: file.mime, extension }
}

/**
 * A size as people read it in `locale`: `5 MB`, `1.5 MB` (Greek `1,5 MB`), `512 KB`. The API
 * formats its limits in English; they are whole numbers, the same in every language.
 */
export function formatBytes(bytes: number, locale = 'en'): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })
  if (bytes >= MEGABYTE) return `${number.format(bytes / MEGABYTE)} MB`
  return `${number.format(Math.ceil(bytes / 1024))} KB`
}

/**
 * Whether an event with `current` additional images may get `adding` more under `limit`
 * (`null`: unlimited; free plans have 3, spec "events" §5).
 */
export function mayAddImages(limit: number | null, current: number, adding: number): boolean {
  return limit === null || current + adding <= limit
}
