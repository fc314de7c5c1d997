import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button } from '@tessera/shared/ui/button'
import { Modal } from '@tessera/shared/ui/modal'
import { copyText } from '../../lib/clipboard'

/**
 * Copy public link (spec "events" §2, §8): success shows a dialog titled "Copied - Public Event
 * Link" with the link; a refused clipboard gets the browser alert "Cannot copy". Disabled until
 * the link is known (its origin is the API's `APP_URL`, lib/site-url.ts).
 */
export function CopyLinkButton({ link }: { link: string | undefined }) {
  const { t } = useLingui()
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    if (!link) return
    if (await copyText(link)) setCopied(true)
    else window.alert(t`Cannot copy`)
  }
  return (
    <>
      <Button variant="secondary" onClick={copy} disabled={!link}>
        {t`Copy public link`}
      </Button>
      <Modal
        open={copied}
        onClose={() => setCopied(false)}
        title={t`Copied - Public Event Link`}
        size="sm"
        footer={<Button onClick={() => setCopied(false)}>{t`Done`}</Button>}
      >
        <p>{t`The link of the event's public page is on your clipboard:`}</p>
        <p className="ts-break-all">
          <a href={link} target="_blank" rel="noreferrer">
            {link}
          </a>
        </p>
      </Modal>
    </>
  )
}
