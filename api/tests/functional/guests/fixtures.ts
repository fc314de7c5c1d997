import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { seedBooking, type AttendeeSeed } from '#tests/support/booking_factory'
import { publishedEvent } from '../public/fixtures.js'

/**
 * An organizer's event with four bookings of its paid ticket (in five attendees): Maria's paid
 * booking of 2 + Nikos 1 (Maria's party checked in 1), Eleni's free one, a hold waiting for
 * payment (Kostas) and a refunded cancellation (Zoe); each attendee with its own e-mail.
 */
export async function guestEvent(organizer?: User) {
  const { user, event, offer } = await publishedEvent('public', organizer)
  const book = async (attendees: AttendeeSeed[], options: Parameters<typeof seedBooking>[2]) => {
    const booking = await seedBooking(event, offer, { attendees, ...options })
    for (const attendee of booking.attendees)
      await db
        .from('attendees')
        .where('id', attendee.id)
        .update({ email: `${attendee.name.split(' ')[0]!.toLowerCase()}@guests.example` })
    return booking
  }
  const paid = await book(
    [
      { name: 'Maria Papadopoulou', quantity: 2 },
      { name: 'Nikos Georgiou', quantity: 1 },
    ],
    { buyerEmail: 'maria@buyer.example' },
  )
  await db.from('attendees').where('id', paid.attendees[0]!.id).update({ checked_in_qty: 1 })
  const free = await book([{ name: 'Eleni Dimitriou' }], { buyerEmail: 'eleni@buyer.example' })
  await db.from('orders').where('id', free.orderId).update({ total_cents: 0 })
  const pending = await book([{ name: 'Kostas Ioannou', signed: false }], {
    status: 'pending',
    buyerEmail: 'kostas@buyer.example',
  })
  const refunded = await book([{ name: 'Zoe Alexiou' }], {
    status: 'cancelled',
    buyerEmail: 'zoe@buyer.example',
  })
  await db.from('orders').where('id', refunded.orderId).update({ refunded_cents: offer.priceCents })
  return { user, event, offer, paid, free, pending, refunded }
}
