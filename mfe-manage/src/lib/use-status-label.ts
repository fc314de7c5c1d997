import { useLingui } from '@lingui/react/macro'
import type { EventStatus } from '@tessera/shared/domain/events/constants'

/** The name of an event status (visibility) in the interface language. */
export function useStatusLabel(): (status: EventStatus) => string {
  const { t } = useLingui()
  const labels: Record<EventStatus, string> = {
    private: t`Private`,
    draft: t`Draft`,
    public: t`Public`,
    public_search: t`Public and searchable`,
  }
  return (status) => labels[status]
}
