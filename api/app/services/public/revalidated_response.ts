import { createHash } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import type { DataDocument } from '@tessera/shared/jsonapi/document'

/** A serialised document and the ETag of its bytes. */
export type PreparedBody = { body: string; etag: string }

export function prepareBody(document: DataDocument): PreparedBody {
  const body = JSON.stringify(document)
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` }
}

/**
 * Sends a document clients revalidate (`Cache-Control: no-cache`) with an `ETag` (a hash of the
 * body): a client that sends it back in `If-None-Match` gets `304` and no body while the document
 * is unchanged, and the new one as soon as anything in it changed.
 */
export function sendRevalidated({ response }: HttpContext, { body, etag }: PreparedBody) {
  response.header('Cache-Control', 'no-cache')
  response.header('ETag', etag)
  // The response's own check: it compares `If-None-Match` with the ETag just set.
  if (response.fresh()) return response.notModified()
  return response.ok(body)
}
