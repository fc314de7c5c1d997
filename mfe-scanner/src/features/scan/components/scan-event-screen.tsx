import { useEffect, useMemo, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { routePath } from '@tessera/shared/routing/routes'
import { PageHeader } from '@tessera/shared/ui/page-header'
import { Select } from '@tessera/shared/ui/field'
import { Spinner } from '@tessera/shared/ui/spinner'
import { checkInApi } from '../api/check-in-api'
import { useDoorEvents } from '../api/get-door-events'
import { registerOfflineWorker } from '../lib/offline-worker'
import { DoorPanel } from './door-panel'

/** Scan tickets (`/manage/event-scan`): the organizer chooses one of their events, then scans. */
export default function ScanEventScreen() {
  const { t } = useLingui()
  const events = useDoorEvents()
  const [eventId, setEventId] = useState('')
  const doorApi = useMemo(() => checkInApi({ kind: 'organizer' }), [])
  useEffect(() => void registerOfflineWorker(routePath('scanEvent')), [])
  return (
    <div className="sc-screen">
      <PageHeader title={t`Scan tickets`} />
      {events.isPending ? (
        <Spinner label={t`Loading your events…`} />
      ) : (
        <Select
          label={t`Event`}
          value={eventId}
          placeholder={t`Choose an event`}
          options={(events.data ?? []).map((event) => ({ value: event.id, label: event.name }))}
          onChange={(event) => setEventId(event.target.value)}
        />
      )}
      {eventId ? <DoorPanel key={eventId} doorApi={doorApi} eventId={eventId} /> : null}
    </div>
  )
}
