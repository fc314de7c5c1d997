import { useLingui } from '@lingui/react/macro'
import { routePath } from '@tessera/shared/routing/routes'
import { LinkButton } from '@tessera/shared/ui/button'
import { PageHeader } from '@tessera/shared/ui/page-header'
import { CardGrid } from '../../../components/card-grid'
import { Loaded } from '../../../components/loaded'
import type { ScreenProps } from '@tessera/shared/ui/route-screens'
import { useUser } from '../api/get-user'
import { AccountCard } from './account-card'
import { ConfigsCard } from './configs-card'

/**
 * Console: Edit User (spec "accounts" §2): the account card and the configs card, each saved on
 * its own (saving one keeps unsaved changes in the other).
 */
export default function EditUserScreen({ params }: ScreenProps) {
  const { t } = useLingui()
  const user = useUser(params.id ?? '')
  return (
    <>
      <PageHeader
        title={t`Edit user`}
        description={user.data?.name}
        actions={<LinkButton to={routePath('usersList')}>{t`Back to users`}</LinkButton>}
      />
      <Loaded state={user}>
        {(data) => (
          <CardGrid>
            <AccountCard user={data} />
            <ConfigsCard user={data} />
          </CardGrid>
        )}
      </Loaded>
    </>
  )
}
