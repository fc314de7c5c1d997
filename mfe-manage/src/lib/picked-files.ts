import {
  checkUpload,
  formatBytes,
  UPLOAD_RULES,
  type UploadKind,
} from '@tessera/shared/domain/uploads/rules'

/**
 * The content type to check a picked file by: the browser's, or, when it gives none (some systems
 * for office files), the one its extension names. The API checks the content itself.
 */
export function pickedType(file: File, kind: UploadKind): string | null {
  if (file.type) return file.type
  const extension = file.name.split('.').pop()?.toLowerCase()
  const wanted = extension === 'jpeg' ? 'jpg' : extension
  const found = Object.entries(UPLOAD_RULES[kind].types).find(([, known]) => known === wanted)
  return found ? found[0] : null
}

/** Why a picked file may not be uploaded as `kind` (type and size, spec "events" §5), or `null`. */
export function pickedFileProblem(
  file: File,
  kind: UploadKind,
): { code: 'file_too_large' | 'unsupported_file_type'; values: { max: string } } | null {
  const check = checkUpload(kind, { size: file.size, mime: pickedType(file, kind) })
  return check.ok
    ? null
    : { code: check.reason, values: { max: formatBytes(UPLOAD_RULES[kind].maxBytes) } }
}
