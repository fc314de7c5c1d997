import { useLingui } from '@lingui/react/macro'
import { useRecordTitle } from '@tessera/shared/routing/record-title'
import { routePath } from '@tessera/shared/routing/routes'
import { LinkButton } from '@tessera/shared/ui/button'
import { PageHeader } from '@tessera/shared/ui/page-header'
import { Loaded } from '../../../components/loaded'
import type { ScreenProps } from '@tessera/shared/ui/route-screens'
import { EDIT_INCLUDES, useEvent } from '../../../lib/events-api'
import { EventEditor } from './event-editor'
import './event-edit.css'

/** Edit Event (spec "events" §2): `/manage/events/edit-item/{id}`. */
export default function EditEventScreen({ params }: ScreenProps) {
  const { t } = useLingui()
  const id = params.id ?? ''
  const event = useEvent(id, EDIT_INCLUDES)
  useRecordTitle(event.data?.name)
  return (
    <>
      <PageHeader
        title={t`Edit event`}
        description={event.data?.name}
        actions={<LinkButton to={routePath('eventsList')}>{t`Back to events`}</LinkButton>}
      />
      {event.data ? (
        // Once loaded, the form stays: a failed refresh must not take unsaved changes with it.
        <EventEditor event={event.data} />
      ) : (
        <Loaded state={event}>{() => null}</Loaded>
      )}
    </>
  )
}
