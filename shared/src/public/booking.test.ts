import { describe, expect, it } from 'vitest'
import { bookingDocument, readBooking, type Booking } from './booking.js'

const booking: Booking = {
  id: '7',
  hash_code: 'AbC123xyz0',
  event_id: '12',
  status: 'completed',
  buyer_name: 'Maria Papadopoulou',
  total: 0,
  fee: 0,
  refunded: 0,
  currency: 'eur',
  payment_url: null,
  expires_at: null,
  paid_at: '2026-11-24T10:00:00.000Z',
  cancelled_at: null,
  created_at: '2026-11-24T10:00:00.000Z',
  booking_url: 'http://localhost:3333/booking/AbC123xyz0?token=t',
  attendees: [
    {
      id: '31',
      name: 'Maria Papadopoulou',
      ticket_name: 'General',
      event_ticket_id: '4',
      quantity: 2,
      checked_in_qty: 0,
      attendance_type: null,
      status: 'completed',
      code: 'c1',
      ticket_url: 'http://localhost:3333/ticket/c1',
    },
  ],
}

describe('bookingDocument', () => {
  it('sends the order with its attendees included', () => {
    const document = bookingDocument(booking)
    expect(document.data).toMatchObject({
      type: 'orders',
      id: '7',
      attributes: { hash_code: 'AbC123xyz0', status: 'completed' },
      relationships: { attendees: { data: [{ type: 'attendees', id: '31' }] } },
    })
    expect(document.included).toEqual([expect.objectContaining({ type: 'attendees', id: '31' })])
  })

  it('reads back the booking it wrote', () => {
    expect(readBooking(JSON.parse(JSON.stringify(bookingDocument(booking))))).toEqual(booking)
  })
})
