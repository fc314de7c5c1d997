// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { bookingDocument, readBooking } from './booking.js'
import { sampleBooking } from './booking-fixtures.js'

const booking = sampleBooking

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
