import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** The Content-Security-Policy of the recipe (docs/API.md), for a page embedding the widget. */
export function strictCsp(apiOrigin: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${apiOrigin}`,
    `connect-src ${apiOrigin}`,
    `style-src 'self' ${apiOrigin}`,
    `img-src 'self' ${apiOrigin} data:`,
  ].join('; ')
}

// Rules an organizer's site might have that would break an element styled from outside.
const HOSTILE_CSS = `* { all: unset; }
html, body { display: block; color: #c00000 !important; background: #ffff00 !important; }
button { color: #00ff00 !important; background: #ff00ff !important; font-size: 40px !important; }
h1 { display: block; font: 700 2rem serif; }`

// The host page's own script: it records what the widget tells it and any CSP refusal.
const HOST_JS = `window.heard = []
window.refused = []
window.stayed = 'still this page'
for (const type of ['open', 'step', 'order-created', 'order-completed', 'error', 'close'])
  document.addEventListener('tessera:' + type, (event) => window.heard.push({ type, detail: event.detail }))
document.addEventListener('securitypolicyviolation', (event) =>
  window.refused.push(event.violatedDirective + ' ' + event.blockedURI))`

function page(apiOrigin: string, code: string, lang: string) {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<title>An organizer's site</title>
<link rel="stylesheet" href="/host.css">
<script src="/host.js"></script>
<script type="module" src="${apiOrigin}/widget/tessera-booking.js"></script>
</head>
<body>
<h1>Harbour festival</h1>
<tessera-booking event="${code}"></tessera-booking>
</body>
</html>`
}

/**
 * An organizer's web site on its own loopback origin, under the strict CSP and with hostile CSS,
 * embedding the Embed dialog's snippet: `/?event={code}&lang={en|el}`.
 */
export async function startHostPage(apiOrigin: string) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://host')
    const send = (type: string, body: string) => {
      response.writeHead(200, {
        'Content-Type': `${type}; charset=utf-8`,
        'Content-Security-Policy': strictCsp(apiOrigin),
      })
      response.end(body)
    }
    if (url.pathname === '/host.css') return send('text/css', HOSTILE_CSS)
    if (url.pathname === '/host.js') return send('text/javascript', HOST_JS)
    const code = url.searchParams.get('event') ?? ''
    send('text/html', page(apiOrigin, code, url.searchParams.get('lang') ?? 'en'))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    // `close` alone waits for every connection Chromium still holds to the page, and Chromium
    // keeps an idle one (a preconnected socket it never used, a keep-alive one) until its own
    // timeout: the test would wait for the browser's pool, so they are ended with the server.
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
