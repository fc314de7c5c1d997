import { useCallback, useState } from 'react'
import type { RoleName } from '@tessera/shared/domain/access/roles'
import type { Event } from '@tessera/shared/schemas/event'
import { updateEvent } from '../../../lib/events-api'
import { venueLinkage } from '../api/event-venues'
import { eventPayload } from '../form/event-payload'
import type { EventValues } from '../form/event-values'
import { serverFieldErrors, venueFieldOf } from '../form/server-errors'

/** A refused save: the error, and the fields it names (form field → detail). */
export class SaveFailure extends Error {
  constructor(
    readonly reason: unknown,
    readonly fields: Record<string, string>,
  ) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- for developers; people see the toast and field errors
    super('The event could not be saved')
  }
}

/**
 * Update (spec "events" §4): one PATCH with the event, its relationships and its venues (new and
 * changed ones as drafts), saved by the API in one transaction, so a refused save changes nothing.
 * Errors of a venue land beside that venue's fields.
 */
export function useEventSave(event: Event, role: RoleName) {
  const [saving, setSaving] = useState(false)
  const save = useCallback(
    async (values: EventValues): Promise<Event> => {
      const payload = eventPayload(values, event, role)
      const venues = payload.venues.map((draft, index) =>
        venueLinkage(
          draft,
          event.venues?.find((venue) => venue.id === draft.id),
          index,
        ),
      )
      setSaving(true)
      try {
        return await updateEvent(event.id, payload.attributes, {
          categoryId: payload.category,
          tagIds: payload.tags,
          venues,
        })
      } catch (error) {
        const formIndex = (sent: number) => values.venues.indexOf(payload.venues[sent]!)
        throw new SaveFailure(error, serverFieldErrors(error, venueFieldOf(formIndex)))
      } finally {
        setSaving(false)
      }
    },
    [event, role],
  )
  return { save, saving }
}
