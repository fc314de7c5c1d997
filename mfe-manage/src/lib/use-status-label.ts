import { useLingui } from '@lingui/react/macro'
import type { EventStatus } from '@tessera/shared/domain/events/constants'

/** The name of an event status (visibility) in the interface language. */
export function useStatusLabel(): (status: EventStatus) => string {
  const { t } = useLingui()
  const labels: Record<EventStatus, string> = {
    private: t({ message: 'Private', comment: 'badge' }),
    draft: t({ message: 'Draft', comment: 'badge' }),
    public: t({ message: 'Public', comment: 'badge' }),
    public_search: t({ message: 'Public and searchable', comment: 'badge' }),
  }
  return (status) => labels[status]
}
