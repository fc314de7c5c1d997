import { describe, expect, it } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { fullPublicEvent } from '@tessera/shared/public/public-event-fixtures'
import type { Event } from '@tessera/shared/schemas/event'
import { EDIT_INCLUDES, eventKeys, putEvent } from './events-api'

describe('putEvent', () => {
  it('marks the public view of the saved event stale (the preview reads it again)', async () => {
    const client = new QueryClient()
    client.setQueryData(eventKeys.publicView('5'), fullPublicEvent)
    client.setQueryData(eventKeys.publicView('6'), fullPublicEvent)
    await putEvent(client, { id: '5' } as Event, EDIT_INCLUDES)
    expect(client.getQueryState(eventKeys.publicView('5'))?.isInvalidated).toBe(true)
    expect(client.getQueryData(eventKeys.withIncludes('5', EDIT_INCLUDES))).toEqual({ id: '5' })
  })
})
