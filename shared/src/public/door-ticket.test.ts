import { describe, expect, it } from 'vitest'
import { doorTicketDocument, readDoorTicket, type DoorTicket } from './door-ticket.js'

const ticket: DoorTicket = {
  id: '31',
  code: 'c1',
  name: 'Maria Papadopoulou',
  ticket_name: 'Full pass',
  quantity: 2,
  checked_in_qty: 1,
  attendance_type: null,
  event: {
    id: '12',
    hash_code: 'AbC123xyz0',
    name: 'Athens Design Week',
    start_at: '2031-05-01T16:00:00.000Z',
    end_at: '2031-05-01T18:00:00.000Z',
    timezone: 'Europe/Athens',
    event_type: 'physical',
    venue: 'Technopolis, Pireos 100, 11854 Athens, Greece',
  },
}

describe('doorTicketDocument', () => {
  it('sends the ticket as an attendees resource and reads it back', () => {
    const document = doorTicketDocument(ticket)
    expect(document.data).toMatchObject({ type: 'attendees', id: '31' })
    expect(readDoorTicket(JSON.parse(JSON.stringify(document)))).toEqual(ticket)
  })
})
