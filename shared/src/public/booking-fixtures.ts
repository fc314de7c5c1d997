import type { Booking } from './booking.js'
import type { DoorTicket } from './door-ticket.js'

/** A completed free booking of two units for one attendee, as the API answers its buyer. */
export const sampleBooking: Booking = {
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
  booking_url: null,
  lines: [{ ticket_name: 'Full pass', quantity: 2, unit_price: 0 }],
  attendees: [
    {
      id: '31',
      name: 'Nikos Georgiou',
      ticket_name: 'Full pass',
      event_ticket_id: '4',
      quantity: 2,
      checked_in_qty: 0,
      attendance_type: null,
      status: 'completed',
      code: 'c0de',
      ticket_url: 'http://localhost:3333/ticket/c0de',
    },
  ],
}

/** One of its tickets at the door, one of two people already in, at a physical event in Athens. */
export const sampleDoorTicket: DoorTicket = {
  id: '31',
  code: 'c0de',
  name: 'Nikos Georgiou',
  ticket_name: 'Full pass',
  quantity: 2,
  checked_in_qty: 1,
  attendance_type: null,
  event: {
    id: '12',
    hash_code: 'k3Jd9Qx2',
    name: 'Athens Design Week',
    start_at: '2031-05-01T16:00:00.000Z',
    end_at: '2031-05-01T18:00:00.000Z',
    timezone: 'Europe/Athens',
    event_type: 'physical',
    venue: 'Technopolis, Pireos 100, 11854 Athens, Greece',
  },
}
