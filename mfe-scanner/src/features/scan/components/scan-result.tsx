import { useEffect, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Alert } from '@tessera/shared/ui/alert'
import { Spinner } from '@tessera/shared/ui/spinner'
import type { Admission } from '../lib/admission'
import { beep } from '../lib/beep'
import type { FindResult, FoundAttendee } from '../lib/find-ticket'
import { REFUSAL_TEXT, type ScanRefusal } from '../lib/scan-refusals'
import { CheckInCard } from './check-in-card'

export type ScanResultProps = {
  url: string
  find: (code: string) => Promise<FindResult>
  admit: (attendee: FoundAttendee, quantity: number) => Promise<Admission>
}

type Shown =
  | { step: 'looking' }
  | { step: 'refused'; reason: ScanRefusal }
  | { step: 'card'; attendee: FoundAttendee; busy: boolean; completed: boolean; queued: boolean }

const card = (attendee: FoundAttendee, completed = false, queued = false): Shown => ({
  step: 'card',
  attendee,
  busy: false,
  completed,
  queued,
})

/**
 * What a scanned ticket link shows: the check-in card, or why the ticket is refused, with a tone
 * and a colour for each outcome.
 */
export function ScanResult({ url, find, admit }: ScanResultProps) {
  const { t } = useLingui()
  const [shown, setShown] = useState<Shown>({ step: 'looking' })

  useEffect(() => {
    let current = true
    void find(url).then((found) => {
      if (!current) return
      beep(found.ok && found.attendee.admitted < found.attendee.quantity ? 'accept' : 'refuse')
      setShown(found.ok ? card(found.attendee) : { step: 'refused', reason: found.reason })
    })
    return () => {
      current = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one lookup per opened URL
  }, [url])

  async function checkIn(quantity: number) {
    if (shown.step !== 'card') return
    const { attendee } = shown
    setShown({ ...shown, busy: true })
    const result = await admit(attendee, quantity)
    beep(result.ok ? 'accept' : 'refuse')
    if (!result.ok) return setShown({ step: 'refused', reason: result.reason })
    const admitted = result.applied ?? attendee.admitted + quantity
    setShown(card({ ...attendee, admitted }, true, result.applied === null))
  }

  if (shown.step === 'looking') return <Spinner label={t`Looking up the ticket…`} />
  if (shown.step === 'refused')
    return (
      <div className="sc-result sc-result--refused">
        <Alert tone="danger" title={t`Refused`}>
          {t(REFUSAL_TEXT[shown.reason])}
        </Alert>
      </div>
    )
  return (
    <div className={`sc-result sc-result--${shown.completed ? 'accepted' : 'found'}`}>
      <CheckInCard
        attendee={{ ...shown.attendee, checked_in_qty: shown.attendee.admitted }}
        busy={shown.busy}
        completed={shown.completed}
        onCheckIn={(quantity) => void checkIn(quantity)}
      />
      {shown.queued ? (
        <p className="sc-result__queued">{t`Saved on this device; it is sent when the network is back.`}</p>
      ) : null}
    </div>
  )
}
