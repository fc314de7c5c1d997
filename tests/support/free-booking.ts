import type { APIRequestContext } from '@playwright/test'
import QRCode from 'qrcode'
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

/** Whether a mailed PNG (base64) is the QR code of `url` as the API draws it. */
export async function isQrCodeOf(base64: string, url: string): Promise<boolean> {
  const expected = await QRCode.toBuffer(url, {
    errorCorrectionLevel: 'M',
    margin: 4,
    scale: 6,
    type: 'png',
  })
  return Buffer.from(base64, 'base64').equals(expected)
}
