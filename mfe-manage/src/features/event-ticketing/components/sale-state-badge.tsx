import { Trans, useLingui } from '@lingui/react/macro'
import type { SaleState } from '@tessera/shared/domain/events/sale-state'
import { Badge, type BadgeTone } from '@tessera/shared/ui/badge'

const TONES: Record<SaleState, BadgeTone> = {
  on_sale: 'success',
  sold_out: 'danger',
  not_yet: 'info',
  ended: 'neutral',
}

/** A ticket's sale state (computed by the API with the shared rule) and how many were sold. */
export function SaleStateBadge({
  state,
  sold,
  total,
}: {
  state: SaleState | undefined
  sold: number
  total: number
}) {
  const { t } = useLingui()
  const labels: Record<SaleState, string> = {
    on_sale: t({ message: 'On sale', comment: 'badge' }),
    sold_out: t({ message: 'Sold out', comment: 'badge' }),
    not_yet: t({ message: 'Not yet on sale', comment: 'badge' }),
    ended: t({ message: 'Sale ended', comment: 'badge' }),
  }
  return (
    <span className="ts-ticket-card__state">
      {state ? <Badge tone={TONES[state]}>{labels[state]}</Badge> : null}
      <span className="ts-ticket-card__sold">
        {total === -1 ? (
          <Trans>Sold: {sold} (unlimited)</Trans>
        ) : (
          <Trans>
            Sold: {sold} of {total}
          </Trans>
        )}
      </span>
    </span>
  )
}
