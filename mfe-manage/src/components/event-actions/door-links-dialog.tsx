import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { DoorLink } from '@tessera/shared/schemas/check-in'
import { Badge } from '@tessera/shared/ui/badge'
import { Button } from '@tessera/shared/ui/button'
import { TextField } from '@tessera/shared/ui/field'
import { Modal } from '@tessera/shared/ui/modal'
import { copyText } from '../../lib/clipboard'
import { useDoorLinks, useRevokeDoorLink } from '../../lib/door-links-api'
import { reportFailure } from '../../lib/failure'
import { DoorLinkForm } from './door-link-form'

type DoorLinksDialogProps = { eventId: string; open: boolean; onClose: () => void }

/** The link just made: shown once (only its hash is kept), with Copy. */
function NewLink({ link }: { link: DoorLink }) {
  const { t } = useLingui()
  const [copied, setCopied] = useState(false)
  const gate = link.gate
  const copy = async () => {
    if (await copyText(link.url ?? '')) setCopied(true)
    else window.alert(t`Cannot copy`)
  }
  return (
    <div className="ts-door-links__new">
      <TextField
        label={t`Scan-only link for ${gate}`}
        hint={t`Copy it now: it is shown only once. Whoever opens it can scan tickets of this event until it expires or you revoke it.`}
        readOnly
        value={link.url ?? ''}
        onFocus={(focus) => focus.target.select()}
      />
      <Button variant="secondary" onClick={copy}>
        {t`Copy link`}
      </Button>
      <span role="status">{copied ? t`Copied to the clipboard.` : ''}</span>
    </div>
  )
}

function LinkRow({ link, eventId }: { link: DoorLink; eventId: string }) {
  const { t, i18n } = useLingui()
  const revoke = useRevokeDoorLink(eventId)
  const expires = i18n.date(link.expires_at, { dateStyle: 'medium', timeStyle: 'short' })
  const gate = link.gate
  const state = link.revoked_at ? t`Revoked` : link.active ? t`Active` : t`Expired`
  const onRevoke = () =>
    revoke.mutateAsync(link.id).catch((error) => reportFailure(error, { i18n }))
  return (
    <li className="ts-door-links__item">
      <span>
        <strong>{link.gate}</strong> · {t`until ${expires}`}{' '}
        <Badge tone={link.active ? 'success' : 'neutral'}>{state}</Badge>
      </span>
      {link.active ? (
        <Button size="sm" variant="danger" loading={revoke.isPending} onClick={onRevoke}>
          {t`Revoke link for ${gate}`}
        </Button>
      ) : null}
    </li>
  )
}

/**
 * Door-staff links of an event (issue 11): scan-only links for a gate, which open the scanner
 * without an account and show names and ticket types only. Create, copy once, revoke.
 */
export function DoorLinksDialog({ eventId, open, onClose }: DoorLinksDialogProps) {
  const { t } = useLingui()
  const links = useDoorLinks(eventId, open)
  const [created, setCreated] = useState<DoorLink | null>(null)
  const close = () => {
    setCreated(null)
    onClose()
  }
  return (
    <Modal
      open={open}
      onClose={close}
      title={t`Door-staff links`}
      size="lg"
      footer={<Button onClick={close}>{t`Done`}</Button>}
    >
      <DoorLinkForm eventId={eventId} onCreated={setCreated} />
      {created ? <NewLink link={created} /> : null}
      <h3>{t`Links of this event`}</h3>
      {links.data?.length ? (
        <ul className="ts-door-links__list">
          {links.data.map((link) => (
            <LinkRow key={link.id} link={link} eventId={eventId} />
          ))}
        </ul>
      ) : (
        <p>{links.isPending ? t`Loading…` : t`No links yet.`}</p>
      )}
    </Modal>
  )
}
