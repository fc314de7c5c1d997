import { z } from 'zod'
import { ApiError } from '@tessera/shared/api/client'
import { parseOne } from '@tessera/shared/jsonapi/parse'
import {
  checkInAttributes,
  checkInBundleAttributes,
  checkInConflictMeta,
  checkInCountsAttributes,
  checkInTicketAttributes,
  doorLinkAttributes,
} from '@tessera/shared/schemas/check-in'
import type { QueuedScan, SendOutcome } from '../lib/scan-queue'
import { doorClient, isOffline, type DoorAccess } from './door-api'

const ticket = checkInTicketAttributes.extend({ id: z.string() })
const doorLink = doorLinkAttributes.extend({ id: z.string() })

/** The check-in API (docs/API.md "Check-in") for the organizer or for a door-staff link. */
export function checkInApi(access: DoorAccess) {
  const { client, headers } = doorClient(access)
  const read = <T extends z.ZodType>(url: string, schema: T, signal?: AbortSignal) =>
    client.get(url, { signal, headers }).then((body) => parseOne(body, schema))
  const event = (id: string) => `events/${encodeURIComponent(id)}`
  return {
    getBundle: (eventId: string, since: number | null, signal?: AbortSignal) =>
      read(
        `${event(eventId)}/check-in-bundle${since === null ? '' : `?since=${since}`}`,
        checkInBundleAttributes,
        signal,
      ),
    getCounts: (eventId: string, signal?: AbortSignal) =>
      read(`${event(eventId)}/check-in-counts`, checkInCountsAttributes, signal),
    currentLink: (signal?: AbortSignal) => read('door-links/current', doorLink, signal),
    async lookUp(code: string) {
      try {
        return await read(`check-in/${encodeURIComponent(code)}`, ticket)
      } catch (error) {
        if (isOffline(error)) return 'offline' as const
        if (error instanceof ApiError && error.status === 404) return null
        throw error
      }
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
        return { kind: 'applied', checked_in_qty: parseOne(body, checkInAttributes).checked_in_qty }
      } catch (error) {
        if (isOffline(error)) return { kind: 'offline' }
        if (!(error instanceof ApiError) || error.status !== 409) throw error
        const meta = checkInConflictMeta.safeParse(error.errors[0]?.meta)
        const reason = error.code === 'ticket_cancelled' ? 'cancelled' : 'already_checked_in'
        return { kind: 'refused', reason, conflict: meta.success ? meta.data.check_ins : [] }
      }
    },
  }
}

/** The calls the scanner makes for one kind of access. */
export type DoorApi = ReturnType<typeof checkInApi>
