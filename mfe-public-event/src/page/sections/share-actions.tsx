import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { SHARE_NETWORKS, shareAddress, shareText } from '@tessera/shared/domain/events/share-text'
import { routePath } from '@tessera/shared/routing/routes'
import type { SectionProps } from '../page-props'
import { PageDialog } from '../page-dialog'
import { ShareDialog } from './share-dialog'

type Shown = { kind: 'share' | 'copied' | 'cannot-copy'; url: string } | null

/** The event's public address on this site (spec "events" §9 "Public URL"), known in the browser only. */
function publicUrl(event: SectionProps['event']): string {
  return `${window.location.origin}${routePath('publicEvent', { code: event.hash_code || event.id })}`
}

/**
 * Add to calendar, copy link and share (spec "events" §2, §8): copying shows the "Copied - Public
 * Event Link" dialog with the link, or "Cannot copy" when the browser refuses.
 */
export function ShareActions({ event }: SectionProps) {
  const { t } = useLingui()
  const [shown, setShown] = useState<Shown>(null)
  const copy = async () => {
    const url = publicUrl(event)
    try {
      await navigator.clipboard.writeText(url)
      setShown({ kind: 'copied', url })
    } catch {
      setShown({ kind: 'cannot-copy', url })
    }
  }
  const close = () => setShown(null)
  const code = encodeURIComponent(event.hash_code || event.id)
  return (
    <div className="pe-actions">
      <a
        className="pe-button pe-button--ghost"
        href={`/api/v1/public/events/${code}/calendar.ics`}
        download
      >
        {t`Add to calendar`}
      </a>
      <button type="button" className="pe-button pe-button--ghost" onClick={() => void copy()}>
        {t`Copy link`}
      </button>
      <button
        type="button"
        className="pe-button pe-button--ghost"
        onClick={() => setShown({ kind: 'share', url: publicUrl(event) })}
      >
        {t`Share`}
      </button>
      <ShareDialog
        open={shown?.kind === 'share'}
        onClose={close}
        links={SHARE_NETWORKS.map((network) => ({
          network,
          href: shareAddress(network, {
            url: shown?.url ?? '',
            text: shareText(event),
            subject: event.name,
          }),
        }))}
      />
      <PageDialog
        open={shown?.kind === 'copied' || shown?.kind === 'cannot-copy'}
        onClose={close}
        title={shown?.kind === 'copied' ? t`Copied - Public Event Link` : t`Cannot copy`}
      >
        {shown?.kind === 'cannot-copy' ? (
          <p>{t`Your browser did not allow copying. Select the link and copy it yourself:`}</p>
        ) : null}
        <p className="pe-copied-link">
          <a href={shown?.url}>{shown?.url}</a>
        </p>
      </PageDialog>
    </div>
  )
}
