import { existsSync } from 'node:fs'
import type { HttpContext } from '@adonisjs/core/http'
import ApiError from '#exceptions/api_error'
import { shellIndex } from '#services/frontend_files'
import { scannerWorkerSource } from '#services/scanner/scanner_worker_source'

/** `/scanner-sw.js`: the scanner's service worker, at the root so it may control the scanner's pages. */
export default class ScannerWorkersController {
  async show({ response }: HttpContext) {
    if (!existsSync(shellIndex())) throw ApiError.notFound()
    response.header('Cache-Control', 'no-cache')
    response.type('.js')
    return response.send(scannerWorkerSource())
  }
}
