import { useLingui } from '@lingui/react/macro'
import { useStore } from '@nanostores/react'
import { seesFeedbackLink } from '@tessera/shared/domain/access/roles'
import { $role } from '@tessera/shared/stores/session'
import { siteLinks, type SiteLinks } from '../components/site-links'

/** The frame's footer (spec "accounts" §1): terms links, and feedback for every role but admin. */
export function Footer({ links = siteLinks }: { links?: SiteLinks }) {
  const { t } = useLingui()
  const role = useStore($role)
  const entries = [
    { key: 'terms-of-use', href: links.termsOfUse, label: t`Terms of use` },
    { key: 'terms-and-conditions', href: links.termsAndConditions, label: t`Terms and conditions` },
    {
      key: 'feedback',
      href: seesFeedbackLink(role) ? links.feedback : undefined,
      label: t`Feedback`,
    },
  ].filter((entry) => entry.href)
  if (entries.length === 0) return null
  return (
    <footer className="ts-footer">
      <ul className="ts-footer__links">
        {entries.map((entry) => (
          <li key={entry.key}>
            <a href={entry.href}>{entry.label}</a>
          </li>
        ))}
      </ul>
    </footer>
  )
}
