import { Exception } from '@adonisjs/core/exceptions'
import BodyParserMiddleware from '@adonisjs/core/bodyparser_middleware'
import type { HttpContext, Request } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import type { NextFn } from '@adonisjs/core/types/http'
import type { IncomingMessage } from 'node:http'
import bodyParserConfig from '#config/bodyparser'
import ApiError from '#exceptions/api_error'

/** No request document of the API comes near this depth (a JSON:API document needs about 6). */
export const MAX_BODY_DEPTH = 32

/** Whether `value` nests objects or arrays deeper than `max`, walked without recursion. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!
    if (current === null || typeof current !== 'object') continue
    if (depth >= max) return true
    for (const child of Object.values(current)) stack.push([child, depth + 1])
  }
  return false
}

/**
 * A body nested deeper than `MAX_BODY_DEPTH` is refused before anything walks it: the body parser
 * hands what it parsed to `request.setInitialBody`, which deep-clones it recursively and overflows
 * the stack on a document nested a few thousand levels deep. A JSON or form body is a 400
 * `bad_request`. Multipart fields are parsed inside stream events, where a throw would leave the
 * request hanging: their over-deep fields are dropped instead (uploads read the file part).
 */
function refuseDeepBodies(request: Request) {
  const setInitialBody = request.setInitialBody.bind(request)
  request.setInitialBody = (body) => {
    if (!nestsDeeperThan(body, MAX_BODY_DEPTH)) return setInitialBody(body)
    if (request.is(['multipart/form-data'])) return setInitialBody({})
    throw new ApiError(400, {
      code: 'bad_request',
      detail: `The request body is nested deeper than ${MAX_BODY_DEPTH} levels.`,
    })
  }
}

/**
 * Routes whose body is kept as bytes, not parsed, with the most each may send: the payment webhooks
 * verify a signature over the exact bytes; violation reports come in media types of their own.
 */
const RAW_BODY_LIMITS = new Map([
  ['/api/v1/payments/:provider/webhook/:organizer?', 256 * 1024],
  ['/api/v1/csp-reports', 16 * 1024],
])

const rawBodies = new WeakMap<Request, Buffer>()

/** The most a raw-body route's request may send, in bytes; undefined on any other route. */
export function rawBodyLimitOf(ctx: HttpContext): number | undefined {
  return ctx.route ? RAW_BODY_LIMITS.get(ctx.route.pattern) : undefined
}

/** The bytes of a raw-body route's request (empty when it had none). */
export function rawBodyOf(request: Request): Buffer {
  return rawBodies.get(request) ?? Buffer.alloc(0)
}

async function readBytes(stream: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of stream) {
    size += (chunk as Buffer).length
    if (size > limit) {
      throw new Exception('request entity too large', {
        status: 413,
        code: 'E_REQUEST_ENTITY_TOO_LARGE',
      })
    }
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

/** Built once: the framework's provider builds one from its config on every request. */
const bodyParser = new BodyParserMiddleware(bodyParserConfig, app.experimentalFlags)

/**
 * The request body, as one router middleware (docs/DECISIONS.md "One middleware per concern"):
 * on the raw-body routes (the payment webhooks, whose signatures are over the raw bytes, and the
 * violation reports) the bytes are read as they came (`rawBodyOf`) and nothing is parsed; on the
 * others the body parser runs, and refuses a body nested too deep (`refuseDeepBodies`).
 */
export default class RequestBodyMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const limit = rawBodyLimitOf(ctx)
    if (limit) {
      rawBodies.set(ctx.request, await readBytes(ctx.request.request, limit))
      return next()
    }
    refuseDeepBodies(ctx.request)
    return bodyParser.handle(ctx, next)
  }
}
