import { useLingui } from '@lingui/react/macro'
import { startsInFuture } from '@tessera/shared/domain/events/event-days'
import { Badge } from '@tessera/shared/ui/badge'

/**
 * Whether an event is happening (spec "events" §2 Event list): green when it starts in the future,
 * otherwise warning: "Happening now" until it ends, "Past" after.
 */
export function HappeningBadge({ start, end, now }: { start: Date; end: Date; now: Date }) {
  const { t } = useLingui()
  if (startsInFuture(start, now))
    return <Badge tone="success">{t({ message: 'Upcoming', comment: 'badge' })}</Badge>
  return (
    <Badge tone="warning">
      {end.getTime() >= now.getTime()
        ? t({ message: 'Happening now', comment: 'badge' })
        : t({ message: 'Past', comment: 'badge' })}
    </Badge>
  )
}
