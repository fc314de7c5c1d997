import { useLingui } from '@lingui/react/macro'
import { Alert } from '@tessera/shared/ui/alert'
import type { ConflictingScan, QueuedScan } from '../lib/scan-queue'

/**
 * Admissions this device made offline that the API refused after sync: the ticket had no places
 * left because another device admitted it too. Each shows who was let in where and when, and the
 * other devices' admissions the API reported.
 */
export function ConflictList({ scans }: { scans: QueuedScan[] }) {
  const { t } = useLingui()
  const conflicts = scans.filter((scan) => scan.state === 'conflict')
  if (conflicts.length === 0) return null
  return (
    <Alert tone="warning" title={t`Admitted twice while offline`}>
      <ul className="sc-conflicts">
        {conflicts.map((scan) => (
          <Conflict key={scan.nonce} scan={scan} />
        ))}
      </ul>
    </Alert>
  )
}

function Conflict({ scan }: { scan: QueuedScan }) {
  const { t, i18n } = useLingui()
  const { attendee_name: name, ticket_name: ticket, quantity, gate, device } = scan
  const time = i18n.date(scan.scanned_at, { dateStyle: 'short', timeStyle: 'medium' })
  return (
    <li>
      <p>
        {t`${name} (${ticket}): ${quantity} admitted at ${gate} by device ${device}, ${time}, past the ticket's places.`}
      </p>
      {scan.conflict?.length ? (
        <ul>
          {scan.conflict.map((other, index) => (
            <OtherAdmission key={index} other={other} />
          ))}
        </ul>
      ) : null}
    </li>
  )
}

function OtherAdmission({ other }: { other: ConflictingScan }) {
  const { t, i18n } = useLingui()
  const { quantity } = other
  const gate = other.gate ?? t`the guest list`
  const device = other.device ?? '—'
  const time = i18n.date(other.scanned_at, { dateStyle: 'short', timeStyle: 'medium' })
  return <li>{t`Also admitted: ${quantity} at ${gate} by device ${device}, ${time}.`}</li>
}
