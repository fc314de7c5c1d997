/*
| The SQLite order writer's thread (`order_writer.ts`): an AdonisJS application of its own, booted
| without HTTP, whose database connection runs every order's transaction in its group commit.
*/
import 'reflect-metadata'
import { parentPort } from 'node:worker_threads'
import { tesseraIgnitor } from '#lib/ignitor'

const port = parentPort!

const app = tesseraIgnitor().createApp('console')
await app.init()
await app.boot()

const { inDirectTransaction } = await import('#lib/direct_transaction')
const { attempt } = await import('#services/orders/order_attempt')
const { onOutboxEnqueued } = await import('#services/mail/outbox_signal')
const { thrownError } = await import('#services/orders/order_writer')
type OrderRequest = import('#services/orders/order_attempt').OrderRequest

onOutboxEnqueued(() => port.postMessage({ outbox: true }))

port.on('message', (message: 'stop' | { id: number; request: OrderRequest; hash: string }) => {
  if (message === 'stop') {
    app.terminate().finally(() => port.close())
    return
  }
  const { id, request, hash } = message
  inDirectTransaction((sql) => attempt(sql, request, hash)).then(
    (outcome) => port.postMessage({ id, outcome }),
    (error: unknown) => port.postMessage({ id, error: thrownError(error) }),
  )
})

port.postMessage({ ready: true })
