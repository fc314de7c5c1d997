import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button } from '@tessera/shared/ui/button'
import { TextArea } from '@tessera/shared/ui/field'
import { Modal } from '@tessera/shared/ui/modal'
import { copyText } from '../../../lib/clipboard'

type EmbedDialogProps = { open: boolean; onClose: () => void; snippet: string; published: boolean }

/**
 * Embed: the snippet organizers paste into their own site to sell this event's tickets there (the
 * `<tessera-booking>` widget), read-only, with a Copy button.
 */
export function EmbedDialog({ open, onClose, snippet, published }: EmbedDialogProps) {
  const { t } = useLingui()
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    if (await copyText(snippet)) setCopied(true)
    else window.alert(t`Cannot copy`)
  }
  const close = () => {
    setCopied(false)
    onClose()
  }
  return (
    <Modal
      open={open}
      onClose={close}
      title={t`Embed the booking widget`}
      size="lg"
      footer={
        <>
          <span role="status" className="ts-embed__status">
            {copied ? t`Copied to the clipboard.` : ''}
          </span>
          <Button variant="secondary" onClick={close}>
            {t`Close`}
          </Button>
          <Button onClick={copy} disabled={!snippet}>
            {t`Copy code`}
          </Button>
        </>
      }
    >
      <p>
        {t`Paste this code into the HTML of your web site where the book button should appear. Visitors then book this event's tickets without leaving your site.`}
      </p>
      {published ? null : (
        <p className="ts-embed__note">{t`Bookings through the widget open once the event is public.`}</p>
      )}
      <TextArea
        label={t`Embed code`}
        readOnly
        rows={3}
        spellCheck={false}
        className="ts-code"
        value={snippet}
        onFocus={(focus) => focus.target.select()}
      />
    </Modal>
  )
}
