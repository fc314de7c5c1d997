import type { ApplicationService } from '@adonisjs/core/types'

/**
 * Runs the SQLite order writer beside the HTTP server (`web` environment, SQLite only, unless
 * ORDER_WRITER_THREAD=false): `app/services/orders/order_writer.ts`. Until it is ready, and after it
 * stops, and if it cannot start, orders run on the HTTP thread in that thread's own group commit.
 */
export default class OrderWriterProvider {
  constructor(protected app: ApplicationService) {}

  async ready() {
    const { default: env } = await import('#start/env')
    if (env.get('ORDER_WRITER_THREAD') === false) return
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const config = db.getRawConnection(db.primaryConnectionName)?.config
    if (config?.client !== 'better-sqlite3') return
    const { startOrderWriter } = await import('#services/orders/order_writer')
    const { default: logger } = await import('@adonisjs/core/services/logger')
    try {
      const writer = await startOrderWriter()
      this.app.terminating(() => writer.stop())
    } catch (error) {
      logger.warn({ err: error }, 'the order writer did not start: orders run on the HTTP thread')
    }
  }
}
