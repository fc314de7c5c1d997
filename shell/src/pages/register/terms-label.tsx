import { Trans } from '@lingui/react/macro'
import { siteLinks } from '../../components/site-links'

/** The label of the terms checkbox, linking the terms when the installation publishes them. */
export function TermsLabel({ href = siteLinks.termsAndConditions }: { href?: string }) {
  if (!href) return <Trans>I agree with the terms and conditions</Trans>
  return (
    <Trans>
      I agree with the{' '}
      <a href={href} target="_blank" rel="noreferrer">
        terms and conditions
      </a>
    </Trans>
  )
}
