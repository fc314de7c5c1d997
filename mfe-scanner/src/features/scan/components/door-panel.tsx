import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert } from '@tessera/shared/ui/alert'
import { Button } from '@tessera/shared/ui/button'
import { TextField } from '@tessera/shared/ui/field'
import { Spinner } from '@tessera/shared/ui/spinner'
import type { DoorApi } from '../api/check-in-api'
import { useDoor } from '../hooks/use-door'
import { useDoorPlace } from '../hooks/use-door-place'
import { closedPopup, dismissScan, offerScan } from '../lib/scan-popup'
import { ticketCodeFromText } from '../lib/scanned-code'
import { ArrivalCounter } from './arrival-counter'
import { CameraPanel } from './camera-panel'
import { ConflictList } from './conflict-list'
import { ManualEntry } from './manual-entry'
import { ScanResultDialog } from './scan-result-dialog'

/** Scanning at one event's door: gate, network state, counter, camera, manual entry, the popup. */
export function DoorPanel({
  doorApi,
  eventId,
  defaultGate,
}: {
  doorApi: DoorApi
  eventId: string
  defaultGate?: string
}) {
  const { t } = useLingui()
  const { gate, setGate, place } = useDoorPlace(defaultGate ?? t`Main gate`)
  const door = useDoor(doorApi, eventId, place)
  const [popup, setPopup] = useState(closedPopup)
  const read = (text: string) => {
    if (ticketCodeFromText(text) !== null) setPopup((open) => offerScan(open, text))
  }
  const waiting = door.scans.filter((scan) => scan.state === 'pending').length

  if (door.bundle.isPending) return <Spinner label={t`Loading the guest list…`} />
  if (door.bundle.isError)
    return (
      <Alert tone="danger">{t`The guest list could not be loaded. Connect once to scan offline.`}</Alert>
    )
  return (
    <div className="sc-door">
      <TextField label={t`Gate`} value={gate} onChange={(event) => setGate(event.target.value)} />
      <p className="sc-door__network" role="status">
        {door.online
          ? t({ message: `Online`, context: 'network' })
          : t`Offline: scans are kept on this device.`}{' '}
        {waiting > 0 ? <Trans>{waiting} scans waiting to be sent.</Trans> : null}
      </p>
      {door.online && waiting > 0 ? (
        <Button variant="secondary" onClick={() => void door.sync()}>{t`Send now`}</Button>
      ) : null}
      <ArrivalCounter counts={door.counts} />
      <ConflictList scans={door.scans} />
      <CameraPanel onRead={read} />
      <ManualEntry onRead={read} />
      <ScanResultDialog
        url={popup.url}
        find={door.find}
        admit={door.admit}
        onClose={() => setPopup(dismissScan())}
      />
    </div>
  )
}
