import { useLingui } from '@lingui/react/macro'
import { relativeTime } from '../domain/events/relative-time.js'

/** "in 3 days", "2 hours ago": how far `instant` is from `now`, in the interface language. */
export function EventRelativeTime({ instant, now }: { instant: Date; now: Date }) {
  const { i18n } = useLingui()
  const { value, unit } = relativeTime(instant, now)
  const text = new Intl.RelativeTimeFormat(i18n.locale, { numeric: 'auto' }).format(value, unit)
  return <time dateTime={instant.toISOString()}>{text}</time>
}
