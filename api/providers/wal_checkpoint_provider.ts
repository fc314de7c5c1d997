import type { ApplicationService } from '@adonisjs/core/types'

/**
 * Runs the SQLite checkpointer beside the HTTP server (`web` environment, SQLite only):
 * `app/services/database/wal_checkpointer.ts`.
 */
export default class WalCheckpointProvider {
  constructor(protected app: ApplicationService) {}

  async ready() {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const config = db.getRawConnection(db.primaryConnectionName)?.config
    if (config?.client !== 'better-sqlite3') return
    const { filename } = config.connection as { filename: string }
    const { startWalCheckpointer } = await import('#services/database/wal_checkpointer')
    const logger = await this.app.container.make('logger')
    const checkpointer = startWalCheckpointer(filename, (message) =>
      logger.warn({ message }, 'WAL checkpoint failed'),
    )
    this.app.terminating(() => checkpointer.stop())
  }
}
