import { useLingui } from '@lingui/react/macro'
import type { ShareNetwork } from '@tessera/shared/domain/events/share-text'
import { PageDialog } from '../page-dialog'

/* eslint-disable lingui/no-unlocalized-strings -- names of services, the same in every language */
const NETWORK_NAMES = {
  twitter: 'Twitter',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
}
/* eslint-enable lingui/no-unlocalized-strings */

/** The share dialog: one link per network of the spec, each opening in a new tab. */
export function ShareDialog({
  open,
  onClose,
  links,
}: {
  open: boolean
  onClose: () => void
  links: { network: ShareNetwork; href: string }[]
}) {
  const { t } = useLingui()
  const names: Record<ShareNetwork, string> = { ...NETWORK_NAMES, email: t`Email` }
  return (
    <PageDialog open={open} onClose={onClose} title={t`Share this event`}>
      <ul className="pe-share">
        {links.map((link) => (
          <li key={link.network}>
            <a
              className="pe-button pe-button--ghost"
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              {names[link.network]}
            </a>
          </li>
        ))}
      </ul>
    </PageDialog>
  )
}
