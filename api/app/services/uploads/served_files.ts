import db from '@adonisjs/lucid/services/db'
import { UPLOADS_PREFIX } from '#services/uploads/stored_files'

/** Stored names are ours (`<uuid>.<ext>` under id folders): anything else is not a stored file. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/

/** The storage key of a `/uploads/…` URL's segments, or `null` when it cannot name a stored file. */
export function uploadKey(segments: string[]): string | null {
  if (segments.length === 0 || segments.length > 8) return null
  if (!segments.every((segment) => SEGMENT.test(segment) && !segment.includes('..'))) return null
  return `${UPLOADS_PREFIX}${segments.join('/')}`
}

const TYPES: Record<string, { type: string; inline: boolean }> = {
  jpg: { type: 'image/jpeg', inline: true },
  png: { type: 'image/png', inline: true },
  pdf: { type: 'application/pdf', inline: false },
  ppt: { type: 'application/vnd.ms-powerpoint', inline: false },
  pptx: {
    type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    inline: false,
  },
  xls: { type: 'application/vnd.ms-excel', inline: false },
  xlsx: {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    inline: false,
  },
}

/** How a stored file is sent: its type by the extension Tessera gave it; images shown, the rest downloaded. */
export function servedType(key: string): { type: string; inline: boolean } | null {
  return TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? null
}

/** `Content-Disposition` of a download: the name the organizer uploaded it under, when known. */
export async function downloadDisposition(key: string): Promise<string> {
  const asset = await db.from('assets').where('path', key).select('original_name').first()
  if (!asset) return 'attachment'
  const name = String(asset.original_name)
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`
}
