import { Trans, useLingui } from '@lingui/react/macro'
import type { Arrivals } from '../lib/arrivals'

/** Arrived / expected for the event and per gate, announced politely as it changes. */
export function ArrivalCounter({ counts }: { counts: Arrivals }) {
  const { t } = useLingui()
  const { arrived, expected } = counts
  return (
    <section className="sc-counter" aria-label={t`Arrivals`}>
      <p className="sc-counter__total" aria-live="polite">
        <Trans>
          Arrived: <strong>{arrived}</strong> of {expected}
        </Trans>
      </p>
      {counts.byGate.length > 0 ? (
        <ul className="sc-counter__gates">
          {counts.byGate.map(([gate, count]) => (
            <li key={gate}>
              <Trans>
                {gate}: {count} arrived
              </Trans>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
