import type { APIRequestContext } from '@playwright/test'
import QRCode from 'qrcode'
import sharp from 'sharp'
import { documentOf, newResource } from './api-client'
import { uniqueId } from './pages'

const JSON_API = 'application/vnd.api+json'

/** Books `quantity` places of a free offer without an account, as Maria Papadopoulou: the order. */
export async function bookFreePlaces(
  request: APIRequestContext,
  {
    eventId,
    offerId,
    email,
    quantity,
  }: { eventId: string; offerId: string; email: string; quantity: number },
) {
  const booked = await request.post('/api/v1/orders', {
    headers: { 'Idempotency-Key': uniqueId(), 'Content-Type': JSON_API, Accept: JSON_API },
    data: newResource('orders', {
      event_id: eventId,
      buyer: { name: 'Maria Papadopoulou', email },
      lines: [{ event_ticket_id: offerId, quantity }],
      consent: true,
    }),
  })
  return documentOf(booked, 201)
}

/** Pixels per module and modules of quiet zone of a mailed QR code. */
const SCALE = 6
const MARGIN = 4

/**
 * Whether a mailed PNG (base64) is the QR code of `url`: an image of the symbol's size whose every
 * module, read at its centre, is dark exactly where qrcode's symbol of `url` (error correction M)
 * has a module, with a white quiet zone around it.
 */
export async function isQrCodeOf(base64: string, url: string): Promise<boolean> {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' })
  const side = modules.size + 2 * MARGIN
  const { data, info } = await sharp(Buffer.from(base64, 'base64'))
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true })
  if (info.width !== side * SCALE || info.height !== side * SCALE) return false
  const dark = (x: number, y: number) =>
    data[
      (y * SCALE + SCALE / 2) * info.width * info.channels + (x * SCALE + SCALE / 2) * info.channels
    ]! < 128
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const inSymbol = x >= MARGIN && y >= MARGIN && x < side - MARGIN && y < side - MARGIN
      const expected = inSymbol && modules.get(y - MARGIN, x - MARGIN) === 1
      if (dark(x, y) !== expected) return false
    }
  }
  return true
}
