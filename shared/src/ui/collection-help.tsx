import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button } from './button.js'
import { Modal } from './modal.js'

export type CollectionHelpProps = {
  mode: 'own' | 'public'
  /** Own collection: the address of its public counterpart, to share. */
  publicLink?: string | null
}

/**
 * The collection's help drawer (spec "events" §2): a written guide to the page and, for the
 * organizer, the public collection's link. The spec's video guide, social and help-centre links
 * have no address in Tessera (docs/DECISIONS.md "Collections").
 */
export function CollectionHelp({ mode, publicLink }: CollectionHelpProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t({ message: 'Help', comment: 'button' })}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t`How this page works`}
        size="sm"
        placement="side"
      >
        <p>
          {mode === 'own'
            ? t`Search by name, or choose a month, an event type or a status to narrow the events.`
            : t`Search by name, or choose a month or an event type to narrow the events.`}
        </p>
        <p>{t`Select an event's name to see its details.`}</p>
        {mode === 'own' ? (
          <>
            <p>{t`View opens the event's preview, Edit its editor; More has the other actions.`}</p>
            {publicLink ? (
              <p>
                {t`Visitors see your published events that are shown on the collection at:`}{' '}
                <a href={publicLink} className="ts-break-all">
                  {publicLink}
                </a>
              </p>
            ) : null}
          </>
        ) : (
          <p>{t`Visit event opens the event's page, where you can book tickets.`}</p>
        )}
      </Modal>
    </>
  )
}
