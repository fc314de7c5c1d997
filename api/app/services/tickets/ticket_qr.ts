import QRCode, { type QRCodeErrorCorrectionLevel } from 'qrcode'
import { routePath } from '@tessera/shared/routing/routes'
import { appUrl } from '#config/app'

/** The page a ticket's QR code opens (docs/ARCHITECTURE.md "Tickets' QR codes"): `{APP_URL}/ticket/{code}`. */
export function ticketUrl(code: string): string {
  return `${appUrl}${routePath('publicTicket', { code })}`
}

/** Medium error correction survives a scuffed print or a cracked phone screen; 4 modules of quiet zone. */
const SYMBOL = { errorCorrectionLevel: 'M' as QRCodeErrorCorrectionLevel, margin: 4 }

/** The QR code of `text` as a PNG (e-mails: 6 px per module, large enough for any door scanner). */
export function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { ...SYMBOL, type: 'png', scale: 6 })
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
