/*
| Ace entrypoint (`node ace <command>`).
*/
import 'reflect-metadata'
import { prettyPrintError } from '@adonisjs/core'
import { tesseraIgnitor } from '#lib/ignitor'

tesseraIgnitor()
  .tap((app) => {
    app.listen('SIGTERM', () => app.terminate())
    app.listenIf(app.managedByPm2, 'SIGINT', () => app.terminate())
  })
  .ace()
  .handle(process.argv.splice(2))
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
