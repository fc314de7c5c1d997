import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import type { RoleName } from '@tessera/shared/domain/access/roles'
import { navigate } from '@tessera/shared/routing/navigation'
import { routePath } from '@tessera/shared/routing/routes'
import { LinkButton } from '@tessera/shared/ui/button'
import { deleteEvent, eventKeys } from '../../lib/events-api'
import { RecordActions } from '../record-actions'
import { useRecordDeletion } from '../use-record-deletion'
import { CloneDialog } from './clone-dialog'
import { useDuplicateMenuItem } from './duplicate-button'

/** What the row actions need of an event (a list row or a collection card). */
export type ActionableEvent = { id: string; name: string; organizer_role?: RoleName }

/**
 * Delete and Duplicate for an event list or collection: the confirmation and the clone dialog
 * (to render once, as `dialogs`), opened by `onDelete` and `onDuplicate`.
 */
export function useEventListActions() {
  const { t } = useLingui()
  const client = useQueryClient()
  const [cloning, setCloning] = useState<ActionableEvent | null>(null)
  const deletion = useRecordDeletion<ActionableEvent>({
    remove: (event) => deleteEvent(event.id),
    title: t`Delete event`,
    question: (event) => {
      const name = event.name
      return t`The event ${name} will be deleted with its tickets and files. This cannot be undone.`
    },
    success: t`Event deleted successfully`,
    messages: {
      has_associated_items: t`This event still has sold tickets and cannot be deleted.`,
      protected_record: t`You are not allowed to change data of default events.`,
    },
    onDeleted: () => void client.invalidateQueries({ queryKey: eventKeys.all }),
  })
  const dialogs = (
    <>
      {deletion.dialog}
      {cloning ? (
        <CloneDialog
          eventId={cloning.id}
          open
          onClose={() => setCloning(null)}
          onCloned={(id) => navigate(routePath('eventPreview', { id }))}
        />
      ) : null}
    </>
  )
  return { onDuplicate: setCloning, onDelete: deletion.ask, dialogs }
}

type EventActionsProps = {
  event: ActionableEvent
  onDuplicate: (event: ActionableEvent) => void
  onDelete: (event: ActionableEvent) => void
  /** A View button (the preview) before Edit, instead of Preview in the More menu (collection cards). */
  view?: boolean
}

/** An event's actions: [View,] Edit, and More (Preview, Duplicate, Delete). */
export function EventActions({ event, onDuplicate, onDelete, view = false }: EventActionsProps) {
  const { t } = useLingui()
  const name = event.name
  const previewPath = routePath('eventPreview', { id: event.id })
  const duplicate = useDuplicateMenuItem({
    eventName: name,
    organizerRole: event.organizer_role,
    onDuplicate: () => onDuplicate(event),
  })
  const preview = {
    key: 'preview',
    label: t({ message: 'Preview', comment: 'menu' }),
    ariaLabel: t`Preview ${name}`,
    to: previewPath,
  }
  return (
    <>
      {view ? (
        <LinkButton size="sm" to={previewPath} aria-label={t`View ${name}`}>
          {t({ message: 'View', comment: 'button' })}
        </LinkButton>
      ) : null}
      <RecordActions
        name={name}
        editTo={routePath('eventEdit', { id: event.id })}
        onDelete={() => onDelete(event)}
        items={view ? [duplicate] : [preview, duplicate]}
      />
    </>
  )
}
