import { describe, expect, it, vi } from 'vitest'
import {
  memoryScanStore,
  pendingPlaces,
  syncScans,
  type QueuedScan,
  type SendOutcome,
} from './scan-queue'

const scan = (nonce: string, state: QueuedScan['state'] = 'pending', quantity = 1): QueuedScan => ({
  nonce,
  event_id: '7',
  attendee_id: nonce.startsWith('b') ? '2' : '1',
  attendee_name: 'Eleni',
  ticket_name: 'Standard',
  quantity,
  scanned_at: '2031-05-01T18:00:00.000Z',
  gate: 'North',
  device: 'dev-a',
  state,
})

describe('syncScans: the queue uploaded when the network returns', () => {
  it('sends the pending scans in order, settles them, and skips settled ones', async () => {
    const store = memoryScanStore([scan('a1'), scan('a2', 'synced'), scan('b1')])
    const send = vi.fn(async (_scan: QueuedScan): Promise<SendOutcome> => ({
      kind: 'applied',
      checked_in_qty: 1,
    }))
    expect(await syncScans(store, '7', send)).toEqual({ synced: 2, conflicts: 0, offline: false })
    expect(send.mock.calls.map(([sent]) => sent.nonce)).toEqual(['a1', 'b1'])
    expect((await store.scans('7')).map((s) => s.state)).toEqual(['synced', 'synced', 'synced'])
  })

  it('keeps a scan and the ones after it pending when the network drops mid-way', async () => {
    const store = memoryScanStore([scan('a1'), scan('a2'), scan('a3')])
    const answers: SendOutcome[] = [{ kind: 'applied', checked_in_qty: 1 }, { kind: 'offline' }]
    const send = vi.fn(
      async (_scan: QueuedScan): Promise<SendOutcome> =>
        answers.shift() ?? { kind: 'applied', checked_in_qty: 3 },
    )
    expect(await syncScans(store, '7', send)).toEqual({ synced: 1, conflicts: 0, offline: true })
    expect((await store.scans('7')).map((s) => s.state)).toEqual(['synced', 'pending', 'pending'])
    // Back online: the same nonces go again, so the API applies each once.
    expect(await syncScans(store, '7', send)).toEqual({ synced: 2, conflicts: 0, offline: false })
    expect(send.mock.calls.map(([sent]) => sent.nonce)).toEqual(['a1', 'a2', 'a2', 'a3'])
  })

  it('records a refusal as a conflict with the other admissions the API reported', async () => {
    const store = memoryScanStore([scan('a1')])
    const other = {
      device: 'dev-b',
      gate: 'South',
      quantity: 1,
      scanned_at: '2031-05-01T17:59:00.000Z',
    }
    await syncScans(store, '7', async () => ({
      kind: 'refused',
      reason: 'already_checked_in',
      conflict: [other],
    }))
    expect(await store.scans('7')).toEqual([
      { ...scan('a1'), state: 'conflict', conflict: [other] },
    ])
  })

  it('counts the places still waiting per attendee', () => {
    const places = pendingPlaces([
      scan('a1', 'pending', 2),
      scan('a2', 'synced'),
      scan('b1'),
      scan('a3'),
    ])
    expect([...places]).toEqual([
      ['1', 3],
      ['2', 1],
    ])
  })
})
