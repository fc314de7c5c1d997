import { useLingui } from '@lingui/react/macro'
import { PageHeader } from '@tessera/shared/ui/page-header'
import { Tabs } from '@tessera/shared/ui/tabs'
import { CardGrid } from '../../../components/card-grid'
import { Loaded } from '../../../components/loaded'
import { useMe } from '@tessera/shared/api/me'
import { ChangePasswordCard } from './change-password-card'
import { EditProfileCard } from './edit-profile-card'

/**
 * User Profile (spec "accounts" §2). Details is the default tab; subscriptions, preferences and
 * payments join the tab list when they are built.
 */
export default function ProfileScreen() {
  const { t } = useLingui()
  const me = useMe()
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
  return (
    <>
      <PageHeader title={t`My profile`} />
      <Tabs
        label={t`Profile`}
        tabs={[{ id: 'details', label: t`Details`, panel: details }]}
        selected="details"
        onSelect={() => {}}
      />
    </>
  )
}
