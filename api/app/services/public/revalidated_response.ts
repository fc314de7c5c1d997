import type { HttpContext } from '@adonisjs/core/http'
import type { DataDocument } from '@tessera/shared/jsonapi/document'

/**
 * Sends a document clients revalidate (`Cache-Control: no-cache`) with an `ETag` (a hash of the
 * body): a client that sends it back in `If-None-Match` gets `304` and no body while the document
 * is unchanged, and the new one as soon as anything in it changed.
 */
export function sendRevalidated({ response }: HttpContext, document: DataDocument) {
  const body = JSON.stringify(document)
  response.header('Cache-Control', 'no-cache')
  response.setEtag(body)
  // The response's own check: it compares `If-None-Match` with the ETag just set.
  if (response.fresh()) return response.notModified()
  return response.ok(body)
}
