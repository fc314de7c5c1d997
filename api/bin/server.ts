/*
| HTTP server entrypoint (`node build/bin/server.js` in production).
*/
import 'reflect-metadata'
import { prettyPrintError } from '@adonisjs/core'
import { tesseraIgnitor } from '#lib/ignitor'
import { createApiServer } from '#lib/http_server'

/**
 * Terminates the app (the HTTP server stops taking connections and waits for open ones, the mail
 * worker finishes its send, the database closes), then exits. A handler still running for a client
 * that went away would otherwise reopen the database and keep the process alive for ever; its
 * transaction, never committed, is rolled back by the database.
 */
function stop(app: { terminate(): Promise<void> }) {
  app.terminate().finally(() => process.exit())
}

tesseraIgnitor()
  .tap((app) => {
    app.listen('SIGTERM', () => stop(app))
    app.listenIf(app.managedByPm2, 'SIGINT', () => stop(app))
  })
  .httpServer()
  .start(createApiServer)
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
