import { existsSync } from 'node:fs'
import type { HttpContext } from '@adonisjs/core/http'
import ApiError from '#exceptions/api_error'
import { cacheControlFor, isClientRoute, mfeManifest, resolveFrontendFile, shellIndex } from '#services/frontend_files'

/** Serves the built front ends: the shell, each micro-frontend, the widget and the MFE manifest. */
export default class FrontendController {
  async show({ request, response }: HttpContext) {
    const path = request.url()
    if (path.startsWith('/api/')) throw ApiError.notFound()
    const file = resolveFrontendFile(path)
    if (file) {
      response.header('Cache-Control', cacheControlFor(file))
      if (file.endsWith('.js') && path.startsWith('/widget/')) response.header('Access-Control-Allow-Origin', '*')
      return response.download(file, true)
    }
    if (isClientRoute(path) && existsSync(shellIndex)) {
      response.header('Cache-Control', 'no-cache')
      return response.download(shellIndex, true)
    }
    throw ApiError.notFound()
  }

  async manifest({ response }: HttpContext) {
    response.header('Cache-Control', 'no-cache')
    return response.json(mfeManifest())
  }
}
