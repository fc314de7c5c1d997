import QRCode, { type QRCodeErrorCorrectionLevel } from 'qrcode'
import sharp from 'sharp'
import { routePath } from '@tessera/shared/routing/routes'
import { appUrl } from '#config/app'

/** The page a ticket's QR code opens (docs/ARCHITECTURE.md "Tickets' QR codes"): `{APP_URL}/ticket/{code}`. */
export function ticketUrl(code: string): string {
  return `${appUrl}${routePath('publicTicket', { code })}`
}

/** Medium error correction survives a scuffed print or a cracked phone screen; 4 modules of quiet zone. */
const SYMBOL = { errorCorrectionLevel: 'M' as QRCodeErrorCorrectionLevel, margin: 4 }

/** Pixels per module of an e-mailed QR code: large enough for any door scanner. */
const PNG_SCALE = 6

/**
 * The QR code of `text` as a grey PNG (e-mails), black modules on white with the quiet zone. Only
 * the symbol is computed here, one byte per module; libvips (sharp) scales it up and encodes it on
 * the thread pool. qrcode's own PNG writer filled every RGBA pixel and deflated it on the event
 * loop: about 3× the CPU, nearly all of it blocking the loop the order path runs on
 * (docs/ARCHITECTURE.md "Mail").
 */
export async function qrPng(text: string): Promise<Buffer> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: SYMBOL.errorCorrectionLevel })
  const side = modules.size + 2 * SYMBOL.margin
  const pixels = Buffer.alloc(side * side, 255)
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) {
      if (modules.get(y, x)) pixels[(y + SYMBOL.margin) * side + x + SYMBOL.margin] = 0
    }
  }
  return sharp(pixels, { raw: { width: side, height: side, channels: 1 } })
    .resize(side * PNG_SCALE, side * PNG_SCALE, { kernel: 'nearest' })
    .toColourspace('b-w')
    .png()
    .toBuffer()
}

/** Recently drawn SVGs: a drawing costs about as much as several reads, and never changes. */
const drawn = new Map<string, string>()
const DRAWN_MAX = 1000

/** The QR code of `text` as SVG (the booking and ticket pages; scales without blur). */
export async function qrSvg(text: string): Promise<string> {
  const known = drawn.get(text)
  if (known !== undefined) return known
  const svg = await QRCode.toString(text, { ...SYMBOL, type: 'svg' })
  if (drawn.size >= DRAWN_MAX) drawn.delete(drawn.keys().next().value!)
  drawn.set(text, svg)
  return svg
}
