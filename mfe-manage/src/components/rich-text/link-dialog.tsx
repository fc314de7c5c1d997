import { useState, type FormEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { Editor } from '@tiptap/react'
import { Button } from '@tessera/shared/ui/button'
import { TextField } from '@tessera/shared/ui/field'
import { Modal } from '@tessera/shared/ui/modal'
import { isSafeLink, normalizeLink } from './link-rules'

type LinkDialogProps = { editor: Editor; open: boolean; onClose: () => void }

/** Adds, changes or removes the link of the selected text. */
export function LinkDialog({ editor, open, onClose }: LinkDialogProps) {
  const { t } = useLingui()
  return (
    <Modal open={open} onClose={onClose} title={t`Link`} size="sm">
      {open ? <LinkForm editor={editor} onClose={onClose} /> : null}
    </Modal>
  )
}

function LinkForm({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { t } = useLingui()
  const existing = (editor.getAttributes('link').href as string | undefined) ?? ''
  const [address, setAddress] = useState(existing)
  const [error, setError] = useState<string>()

  const done = () => {
    onClose()
    editor.commands.focus()
  }
  const apply = (event: FormEvent) => {
    event.preventDefault()
    const href = normalizeLink(address)
    if (!address.trim() || !isSafeLink(href)) {
      setError(t`Enter a web address (https://…), an e-mail (mailto:…) or a phone number (tel:…).`)
      return
    }
    const chain = editor.chain().focus().extendMarkRange('link')
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run()
    else chain.setLink({ href }).run()
    done()
  }
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run()
    done()
  }

  return (
    <form noValidate onSubmit={apply}>
      <TextField
        label={t`Link address`}
        type="url"
        autoFocus
        value={address}
        error={error}
        onChange={(event) => setAddress(event.target.value)}
      />
      <div className="ts-rich-text__dialog-actions">
        <Button type="submit">{t`Apply link`}</Button>
        {existing ? (
          <Button variant="danger" onClick={remove}>
            {t`Remove link`}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onClose}>
          {t`Cancel`}
        </Button>
      </div>
    </form>
  )
}
