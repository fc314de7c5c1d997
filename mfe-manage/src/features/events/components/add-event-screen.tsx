import { useStore } from '@nanostores/react'
import { useLingui } from '@lingui/react/macro'
import { useLocation } from '@tessera/shared/routing/navigation'
import { $session } from '@tessera/shared/stores/session'
import { PageHeader } from '@tessera/shared/ui/page-header'
import { Loaded } from '../../../components/loaded'
import { linkedStart } from '../../../lib/add-event-link'
import { useCategories } from '../../../reference/categories'
import { AddEventForm } from './add-event-form'

/**
 * Add Event (spec "events" §2): name, summary, timezone, begin, duration, category, tags; live
 * preview. Opened from a calendar date (`?start=`), it begins then.
 */
export default function AddEventScreen() {
  const { t } = useLingui()
  const user = useStore($session)?.user
  const categories = useCategories()
  const start = linkedStart(useLocation().search)
  const timezone = user?.timezone || Intl.DateTimeFormat().resolvedOptions().timeZone
  return (
    <>
      <PageHeader
        title={t`Add event`}
        description={t`Start with the essentials; tickets, venue and media come next, on the event's edit screen.`}
      />
      <Loaded state={categories}>
        {(loaded) => (
          <AddEventForm
            timezone={timezone}
            start={start}
            organizerId={user?.id ?? ''}
            categories={loaded.map((item) => ({ value: item.id, label: item.name }))}
          />
        )}
      </Loaded>
    </>
  )
}
