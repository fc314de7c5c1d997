import { useStore } from '@nanostores/react'
import { useLingui } from '@lingui/react/macro'
import { $session } from '@tessera/shared/stores/session'
import { PageHeader } from '@tessera/shared/ui/page-header'
import { Loaded } from '../../../components/loaded'
import { useEventFormOptions } from '../hooks/use-events'
import { AddEventForm } from './add-event-form'

/** Add Event (spec "events" §2): name, summary, timezone, begin, duration, category, tags; live preview. */
export default function AddEventScreen() {
  const { t } = useLingui()
  const user = useStore($session)?.user
  const options = useEventFormOptions(user?.id ?? '')
  const timezone = user?.timezone || Intl.DateTimeFormat().resolvedOptions().timeZone
  return (
    <>
      <PageHeader
        title={t`Add event`}
        description={t`Start with the essentials; tickets, venue and media come next, on the event's edit screen.`}
      />
      <Loaded state={options}>
        {({ tags, categories }) => (
          <AddEventForm timezone={timezone} tags={tags} categories={categories} />
        )}
      </Loaded>
    </>
  )
}
