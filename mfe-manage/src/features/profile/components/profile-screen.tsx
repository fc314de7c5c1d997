import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { PageHeader } from '@tessera/shared/ui/page-header'
import { PremiumGate } from '@tessera/shared/ui/premium-gate'
import { Tabs } from '@tessera/shared/ui/tabs'
import { CardGrid } from '../../../components/card-grid'
import { Loaded } from '../../../components/loaded'
import { useMe } from '@tessera/shared/api/me'
import { ChangePasswordCard } from './change-password-card'
import { EditProfileCard } from './edit-profile-card'
import { PaymentsCard } from './payments-card'

type Tab = 'details' | 'payments'

/** `?tab=payments` opens the Payments tab; anything else the Details tab. */
const tabOf = (search: string): Tab =>
  new URLSearchParams(search).get('tab') === 'payments' ? 'payments' : 'details'

/**
 * User Profile (spec "accounts" §2). Details is the default tab; Payments sets up how buyers pay
 * (from the freemium plan, as paid tickets); subscriptions and preferences join when built.
 */
export default function ProfileScreen() {
  const { t } = useLingui()
  const me = useMe()
  const [tab, setTab] = useState(() => tabOf(window.location.search))
  const details = (
    <Loaded state={me}>
      {(user) => (
        <CardGrid>
          <EditProfileCard user={user} />
          <ChangePasswordCard />
        </CardGrid>
      )}
    </Loaded>
  )
  const payments = (
    <Loaded state={me}>
      {(user) => (
        <PremiumGate feature="paid_tickets">
          <PaymentsCard user={user} />
        </PremiumGate>
      )}
    </Loaded>
  )
  return (
    <>
      <PageHeader title={t`My profile`} />
      <Tabs
        label={t`Profile`}
        tabs={[
          { id: 'details', label: t`Details`, panel: details },
          { id: 'payments', label: t`Payments`, panel: payments },
        ]}
        selected={tab}
        onSelect={(id) => setTab(id as Tab)}
      />
    </>
  )
}
