import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'

/** How many attendee avatars a row shows before "+N" (spec "events" §2 Event list). */
export const AVATARS_SHOWN = 3

/**
 * The attendees of an event as up to three avatars and "+N" for the rest. The list has the number
 * of attendees (units sold), not who they are, so the avatars are anonymous.
 */
export function AttendeeAvatars({ total }: { total: number }) {
  const { t } = useLingui()
  if (total <= 0) return <span className="ts-attendees__none">{t`None yet`}</span>
  const shown = Math.min(total, AVATARS_SHOWN)
  const rest = total - shown
  return (
    <span
      className="ts-attendees"
      role="img"
      aria-label={t`${plural(total, { one: '# attendee', other: '# attendees' })}`}
    >
      {Array.from({ length: shown }, (_, index) => (
        <span key={index} className="ts-attendees__avatar" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="16" height="16" focusable="false">
            <circle cx="12" cy="8" r="4" fill="currentColor" />
            <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" />
          </svg>
        </span>
      ))}
      {rest > 0 ? (
        <span className="ts-attendees__more" aria-hidden="true">
          +{rest}
        </span>
      ) : null}
    </span>
  )
}
