import type { HttpContext } from '@adonisjs/core/http'
import drive from '@adonisjs/drive/services/main'
import ApiError from '#exceptions/api_error'
import { downloadDisposition, servedType, uploadKey } from '#services/uploads/served_files'

/**
 * `GET /uploads/*`: stored files (the local disk, or any configured disk when no ASSET_HOST points
 * elsewhere). Names are unique and never rewritten, so files are cached for good. The type comes
 * from the extension Tessera gave the file, never sniffed (`nosniff`); documents are downloads,
 * and nothing served here may run script (`sandbox`).
 */
export default class UploadedFilesController {
  async show({ params, response }: HttpContext) {
    const key = uploadKey(params['*'] ?? [])
    const served = key ? servedType(key) : null
    if (!key || !served || !(await drive.use().exists(key))) throw ApiError.notFound()
    const { contentLength } = await drive.use().getMetaData(key)
    response.header('Content-Type', served.type)
    response.header('Content-Length', String(contentLength))
    response.header('X-Content-Type-Options', 'nosniff')
    response.header('Cache-Control', 'public, max-age=31536000, immutable')
    response.header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    )
    response.header(
      'Content-Disposition',
      served.inline ? 'inline' : await downloadDisposition(key),
    )
    response.stream(await drive.use().getStream(key))
  }
}
