import { readFile, stat } from 'node:fs/promises'
import { fileTypeFromFile } from 'file-type'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import {
  checkUpload,
  formatBytes,
  type UploadCheck,
  type UploadKind,
} from '@tessera/shared/domain/uploads/rules'
import ApiError from '#exceptions/api_error'
import { ATTACHMENT } from '#services/uploads/received_files'

/** A received file whose size and content type passed the rules of its kind. */
export type InspectedFile = {
  tmpPath: string
  clientName: string
  size: number
  mime: string
  extension: string
}

/**
 * Legacy Office files are OLE compound files, which `file-type` reports only as `x-cfb`. Their
 * main stream names them: a directory entry (128-byte aligned, UTF-16LE name, then its byte length
 * at +64) called "Workbook" is Excel, "PowerPoint Document" is PowerPoint.
 */
const COMPOUND_STREAMS = [
  { name: 'Workbook', mime: 'application/vnd.ms-excel' },
  { name: 'PowerPoint Document', mime: 'application/vnd.ms-powerpoint' },
]

function hasDirectoryEntry(bytes: Buffer, name: string): boolean {
  const needle = Buffer.from(`${name}\0`, 'utf16le')
  for (let at = bytes.indexOf(needle); at !== -1; at = bytes.indexOf(needle, at + 1)) {
    if (at % 128 === 0 && at + 66 <= bytes.length && bytes.readUInt16LE(at + 64) === needle.length)
      return true
  }
  return false
}

async function compoundFileType(path: string): Promise<string | null> {
  const bytes = await readFile(path)
  return COMPOUND_STREAMS.find((stream) => hasDirectoryEntry(bytes, stream.name))?.mime ?? null
}

/** The type of a file by its content (magic numbers), never its name or the client's word. */
async function contentType(path: string): Promise<string | null> {
  const found = await fileTypeFromFile(path)
  if (!found) return null
  return found.mime === 'application/x-cfb' ? compoundFileType(path) : found.mime
}

/** The JSON:API error of a refused file: 413 with the limit, or 415; both point at `attachment`. */
export function refusedFile(check: Exclude<UploadCheck, { ok: true }>): ApiError {
  if (check.reason === 'file_too_large') {
    return new ApiError(413, {
      code: 'file_too_large',
      field: ATTACHMENT,
      values: { max: formatBytes(check.maxBytes) },
    })
  }
  return new ApiError(415, { code: 'unsupported_file_type', field: ATTACHMENT })
}

/** Checks one received file against the rules of `kind` (spec "events" §5 "Uploads"). */
export async function inspectFile(file: MultipartFile, kind: UploadKind): Promise<InspectedFile> {
  const tmpPath = file.tmpPath!
  const { size } = await stat(tmpPath)
  const check = checkUpload(kind, { size, mime: await contentType(tmpPath) })
  if (!check.ok) throw refusedFile(check)
  return {
    tmpPath,
    clientName: file.clientName,
    size,
    mime: check.mime,
    extension: check.extension,
  }
}
