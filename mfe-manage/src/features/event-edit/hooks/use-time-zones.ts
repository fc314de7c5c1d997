import { useMemo } from 'react'

/** Every IANA time zone this browser knows, with the event's own first in the list if it is unknown. */
export function useTimeZones(current: string) {
  return useMemo(() => {
    const zones =
      typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
    const all = zones.includes(current) || !current ? zones : [current, ...zones]
    return all.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }))
  }, [current])
}
