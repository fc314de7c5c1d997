import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { JSON_API_MEDIA_TYPE, errorDocument } from '@tessera/shared/jsonapi/document'
import { pacedHandler } from '#lib/request_pacing'

type Handler = (request: IncomingMessage, response: ServerResponse) => void

/** Node's refusals before a request exists, by the parser's error code. */
const REFUSALS: Record<string, { status: number; title: string; detail: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    title: 'Request Header Fields Too Large',
    detail: 'The request line and headers together must stay under 16 KB.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    title: 'Request Timeout',
    detail: 'The request took too long to arrive.',
  },
}
const MALFORMED = { status: 400, title: 'Bad Request', detail: 'The HTTP request is malformed.' }

/** A whole HTTP/1.1 answer carrying a JSON:API error document, for a socket without a request. */
function refusal(code: string | undefined): string {
  const { status, title, detail } = REFUSALS[code ?? ''] ?? MALFORMED
  const body = JSON.stringify(
    errorDocument([{ status: String(status), code: 'bad_request', title, detail }]),
  )
  return [
    `HTTP/1.1 ${status} ${title}`,
    `Content-Type: ${JSON_API_MEDIA_TYPE}`,
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n')
}

/**
 * The API's HTTP server. Node itself refuses an over-long URL or header block (431), a request
 * that never finishes arriving (408) and one it cannot parse (400), with a bare answer and no body
 * before AdonisJS sees anything; here those answers carry a JSON:API error document too. Requests
 * reach AdonisJS one per turn of the event loop (`pacedHandler`), so that new connections are
 * accepted while the server is busy.
 */
export function createApiServer(handler: Handler): Server {
  const server = createServer(pacedHandler(handler))
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy()
    socket.end(refusal(error.code))
  })
  return server
}
