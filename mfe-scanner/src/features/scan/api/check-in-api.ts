import { ApiError } from '@tessera/shared/api/client'
import type { CheckInBundle } from '../lib/check-in-bundle'
import type { QueuedScan, SendOutcome } from '../lib/scan-queue'
import { doorClient, isOffline, type DoorAccess, type DoorApi } from './door-api'

/** The check-in API (docs/API.md "Check-in") for the organizer or for a door-staff link. */
export function checkInApi(access: DoorAccess): DoorApi {
  const { client, headers } = doorClient(access)
  return {
    async getBundle(eventId, since, signal) {
      const query = since ? `?since=${encodeURIComponent(since)}` : ''
      const body = await client.get(
        `events/${encodeURIComponent(eventId)}/check-in-bundle${query}`,
        {
          signal,
          headers,
        },
      )
      return (body as { data: { attributes: CheckInBundle } }).data.attributes
    },
    async sendScan(scan: QueuedScan): Promise<SendOutcome> {
      const { attendee_id, quantity, nonce, scanned_at, gate, device } = scan
      const attributes = { attendee_id, quantity, nonce, scanned_at, gate, device }
      try {
        const body = await client.post(
          'check-ins',
          { data: { type: 'check-ins', attributes } },
          { headers },
        )
        const saved = (body as { data: { attributes: { checked_in_qty: number } } }).data.attributes
        return { kind: 'applied', checked_in_qty: saved.checked_in_qty }
      } catch (error) {
        if (isOffline(error)) return { kind: 'offline' }
        if (error instanceof ApiError && error.status === 409)
          return { kind: 'refused', conflict: [] }
        throw error
      }
    },
  }
}
