import { useEffect, useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Alert } from '@tessera/shared/ui/alert'
import { PageHeader } from '@tessera/shared/ui/page-header'
import { Spinner } from '@tessera/shared/ui/spinner'
import type { ScreenProps } from '@tessera/shared/ui/route-screens'
import { checkInApi } from '../api/check-in-api'
import { useDoorLink } from '../api/get-door-link'
import { registerOfflineWorker } from '../lib/offline-worker'
import { DoorPanel } from './door-panel'

/**
 * The scanner a door-staff link opens (`/scan/{token}`): no account, the link's one event and
 * gate; the API shows it names and ticket types only.
 */
export default function DoorLinkScreen({ params }: ScreenProps) {
  const { t } = useLingui()
  const token = params.token ?? ''
  const link = useDoorLink(token)
  const doorApi = useMemo(() => checkInApi({ kind: 'link', token }), [token])
  useEffect(() => void registerOfflineWorker('/scan/'), [])
  return (
    <div className="sc-screen sc-screen--door">
      <PageHeader title={t`Scan tickets`} description={link.data?.event_name} />
      {link.data ? (
        <DoorPanel doorApi={doorApi} eventId={link.data.event_id} defaultGate={link.data.gate} />
      ) : link.isError ? (
        <Alert tone="danger">{t`This scan link has expired or was revoked.`}</Alert>
      ) : (
        <Spinner label={t`Opening the scanner…`} />
      )}
    </div>
  )
}
