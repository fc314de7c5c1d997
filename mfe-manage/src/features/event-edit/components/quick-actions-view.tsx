import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { routePath } from '@tessera/shared/routing/routes'
import type { Event } from '@tessera/shared/schemas/event'
import { Button, LinkButton } from '@tessera/shared/ui/button'
import { Card } from '@tessera/shared/ui/card'
import { ConfirmDialog } from '@tessera/shared/ui/confirm-dialog'
import { toast } from '@tessera/shared/ui/toast'
import { failureText } from '../../../lib/failure'
import { CopyLinkButton } from '../../../components/event-actions/copy-link-button'
import { DoorLinksButton } from '../../../components/event-actions/door-links-button'
import { DuplicateButton } from '../../../components/event-actions/duplicate-button'
import { publicEventUrl } from '../../../lib/public-link'
import { useSiteUrl } from '../../../lib/site-url'
import { deleteEvent } from '../../../lib/events-api'

type QuickActionsProps = { event: Event; onDuplicate: () => void; onDeleted: () => void }

/** The actions view of Edit Event (spec "events" §2 quick-actions toggle): preview, link, duplicate, door-staff links, delete. */
export function QuickActionsView({ event, onDuplicate, onDeleted }: QuickActionsProps) {
  const { t, i18n } = useLingui()
  const siteUrl = useSiteUrl()
  const [confirming, setConfirming] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const name = event.name

  const remove = async () => {
    setDeleting(true)
    try {
      await deleteEvent(event.id)
      toast(t`Event deleted successfully`)
      onDeleted()
    } catch (error) {
      toast(
        failureText(error, i18n, {
          protected_record: t`You are not allowed to change data of default events.`,
          has_associated_items: t`This event has sold tickets, so it cannot be deleted.`,
        }),
        'danger',
      )
      setDeleting(false)
      setConfirming(false)
    }
  }

  return (
    <Card title={t`Quick actions`}>
      <div className="ts-event-edit__quick">
        <LinkButton to={routePath('eventPreview', { id: event.id })}>{t`Preview`}</LinkButton>
        <LinkButton to={`${routePath('attendeesList')}?event=${encodeURIComponent(event.id)}`}>
          {t`Guest list`}
        </LinkButton>
        <CopyLinkButton link={siteUrl && publicEventUrl(siteUrl, event)} />
        <DuplicateButton
          eventName={name}
          organizerRole={event.organizer_role}
          onDuplicate={onDuplicate}
        />
        <DoorLinksButton eventId={event.id} organizerRole={event.organizer_role} />
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t`Delete`}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t`Delete event`}
        message={t`The event ${name} will be deleted. This cannot be undone.`}
        confirmLabel={t`Delete`}
        danger
        busy={deleting}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  )
}
