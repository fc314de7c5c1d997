import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import type { QueuedScan } from '../lib/scan-queue'
import { ConflictList } from './conflict-list'

afterEach(cleanup)

const scan = (nonce: string, state: QueuedScan['state']): QueuedScan => ({
  nonce,
  event_id: '7',
  attendee_id: '1',
  attendee_name: 'Eleni Pappa',
  ticket_name: 'Standard',
  quantity: 1,
  scanned_at: '2031-05-01T18:00:00.000Z',
  gate: 'North',
  device: 'dev-a',
  state,
})

describe('conflicts after sync', () => {
  it('shows nothing while no scan was refused', () => {
    renderWithI18n(<ConflictList scans={[scan('a', 'synced'), scan('b', 'pending')]} />)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows each refused scan with its device, gate and time, and the other admissions', () => {
    const refused: QueuedScan = {
      ...scan('c', 'conflict'),
      conflict: [
        { device: 'dev-b', gate: 'South', quantity: 1, scanned_at: '2031-05-01T17:59:00.000Z' },
      ],
    }
    renderWithI18n(<ConflictList scans={[scan('a', 'synced'), refused]} />)
    const alert = screen.getByRole('alert')
    expect(within(alert).getByText('Admitted twice while offline')).toBeTruthy()
    const items = within(alert).getAllByRole('listitem')
    expect(items[0]!.textContent).toMatch(
      /^Eleni Pappa \(Standard\): 1 admitted at North by device dev-a, .+, past the ticket's places\./,
    )
    expect(items[1]!.textContent).toMatch(/^Also admitted: 1 at South by device dev-b, /)
  })
})
