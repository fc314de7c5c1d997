import { useEffect, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { SectionProps } from '../page-props'

/** The countdown's tick (spec "events" §9 "countdown tick 100 ms"). */
export const COUNTDOWN_TICK_MS = 100

const pad = (value: number) => String(value).padStart(2, '0')

/**
 * The time left until the event starts (Eventalk layout): the server's text from its `now`, then
 * ticking every 100 ms in the browser after hydration.
 */
export function Countdown({ event, now }: SectionProps & { now: string }) {
  const { t } = useLingui()
  const start = new Date(event.start_at).getTime()
  const [at, setAt] = useState(() => new Date(now).getTime())
  useEffect(() => {
    const timer = window.setInterval(() => setAt(Date.now()), COUNTDOWN_TICK_MS)
    return () => window.clearInterval(timer)
  }, [])
  const left = start - at
  if (left <= 0) {
    const ended = at >= new Date(event.end_at).getTime()
    return <p className="pe-countdown">{ended ? t`This event has ended.` : t`Happening now`}</p>
  }
  const seconds = Math.floor(left / 1000)
  const days = Math.floor(seconds / 86_400)
  const clock = `${pad(Math.floor((seconds % 86_400) / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`
  return (
    <p className="pe-countdown" role="timer" aria-live="off">
      {t`Starts in ${days} d ${clock}`}
    </p>
  )
}
