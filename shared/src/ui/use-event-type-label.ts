import { useLingui } from '@lingui/react/macro'
import type { EventType } from '../domain/events/constants.js'

/** The name of an event type (spec "events" §3: physical, virtual, hybrid, tba) in the interface language. */
export function useEventTypeLabel(): (type: EventType) => string {
  const { t } = useLingui()
  return (type) => {
    switch (type) {
      case 'physical':
        return t`Physical`
      case 'virtual':
        return t`Virtual`
      case 'hybrid':
        return t`Hybrid`
      case 'tba':
        return t`To be announced`
    }
  }
}
