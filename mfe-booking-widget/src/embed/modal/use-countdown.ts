import { useEffect, useState } from 'react'

const secondsUntil = (until: string | null) =>
  until ? Math.max(0, Math.ceil((Date.parse(until) - Date.now()) / 1000)) : 0

/** Whole seconds left until `until` (never below 0), ticking once a second. */
export function useCountdown(until: string | null): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(until))
  useEffect(() => {
    const timer = setInterval(() => setSeconds(secondsUntil(until)), 1000)
    return () => clearInterval(timer)
  }, [until])
  return seconds
}
