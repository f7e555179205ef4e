// /join and /join/{token} (docs/product/staff.md "Accepting an invitation"): shows the farm, the inviter and the
// role; a signed-in person accepts with their account, anyone else creates one here or logs in first. The typed
// code is kept in the address (?code=) so it survives a detour through the login page.
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { acceptInvitation, getInvitation, type AcceptInvitationResponse } from '@/shared/api/staff';
import { isApiRequestError } from '@/shared/api/errors';
import { failureMessage } from '@/shared/api/form-errors';
import { localizeApiMessage } from '@/shared/api/i18n';
import { paths } from '@/shared/routes/paths';
import { Spinner } from '@/shared/ui/spinner';
import { useApi } from '@/web/lib/api';
import { useSession } from '@/web/lib/session';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { FormAlert } from '@/web/components/form/form-alert';
import { roleLabel } from '../staff-labels';
import { staffKeys } from '../staff-keys';
import { staffText } from '../i18n';
import { JoinCodeForm } from './join-code-form';
import { JoinNewAccountForm } from './join-new-account-form';

export interface JoinPageProps {
  /** The link's token, or the code typed earlier; none shows the code form. */
  token?: string;
  code?: string;
  /** After joining: the route chooses the farm and where to go. */
  onJoined: (joined: AcceptInvitationResponse) => void;
}

const CLOSED_KEYS = {
  accepted: 'invitationAlreadyUsed',
  expired: 'invitationHasExpired',
  revoked: 'invitationWasWithdrawn',
} as const;

export function JoinPage({ token, code, onJoined }: JoinPageProps) {
  useDocumentTitle(staffText.t('joinAFarm'));
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const { user, loading, signIn, signOut } = useSession();
  const secret = token ?? code;
  const preview = useQuery({
    queryKey: staffKeys.invitation(secret ?? ''),
    queryFn: () => getInvitation(api, secret!),
    enabled: Boolean(secret),
    retry: false,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const accept = useMutation({
    mutationFn: (account?: { name: string; email: string; password: string }) =>
      acceptInvitation(api, { ...(token ? { token } : { code }), ...account }),
  });

  async function acceptAndGo(account?: { name: string; email: string; password: string }) {
    const joined = await accept.mutateAsync(account);
    if (joined.access_token && joined.user) signIn({ access_token: joined.access_token, user: joined.user });
    onJoined(joined);
    return joined;
  }

  const heading = <h1 className="text-2xl font-bold">{staffText.t('joinAFarm')}</h1>;
  if (!secret) {
    return (
      <>
        {heading}
        <p className="text-sm text-base-content/70">{staffText.t('joinWithCodeIntro')}</p>
        <JoinCodeForm onCode={(typed) => navigate(`${paths.join}?code=${encodeURIComponent(typed)}`)} />
      </>
    );
  }
  if (preview.isPending || loading) return <Spinner label={staffText.t('loadingInvitation')} />;
  if (preview.isError) {
    const notFound = isApiRequestError(preview.error) && preview.error.status === 404;
    return (
      <>
        {heading}
        <FormAlert kind="error">
          {notFound ? staffText.t('invitationNotValid') : localizeApiMessage(preview.error.message)}
        </FormAlert>
        <JoinCodeForm onCode={(typed) => navigate(`${paths.join}?code=${encodeURIComponent(typed)}`)} />
      </>
    );
  }

  const invitation = preview.data;
  const offer = staffText.t('invitedYouToJoin', {
    inviter: invitation.inviter_name ?? staffText.t('someone'),
    farmName: invitation.farm_name,
    role: roleLabel(invitation),
  });
  if (invitation.status !== 'pending') {
    return (
      <>
        {heading}
        <p>{offer}</p>
        <FormAlert kind="error">{staffText.t(CLOSED_KEYS[invitation.status])}</FormAlert>
        <Link to={user ? paths.farmer.dashboard : paths.home} className="btn btn-ghost">
          {user ? staffText.t('goToDashboard') : staffText.t('goToHome')}
        </Link>
      </>
    );
  }

  return (
    <>
      {heading}
      <p className="text-lg">{offer}</p>
      {user ? (
        <div className="flex flex-col gap-3">
          {failure && <FormAlert kind="error">{failure}</FormAlert>}
          <p className="text-sm">{staffText.t('signedInAs', { email: user.email })}</p>
          <button
            type="button"
            className="btn btn-primary"
            disabled={accept.isPending}
            onClick={() =>
              acceptAndGo().catch((error: unknown) =>
                setFailure(failureMessage(error, staffText.t('couldNotJoin'))),
              )
            }
          >
            {accept.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {staffText.t('acceptAndJoin', { farmName: invitation.farm_name })}
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => void signOut()}>
            {staffText.t('notYouSignOut')}
          </button>
        </div>
      ) : (
        <>
          <p className="text-sm text-base-content/70">{staffText.t('newToShambaCreate')}</p>
          <JoinNewAccountForm farmName={invitation.farm_name} onAccept={acceptAndGo} />
          <p className="text-center text-sm">
            {staffText.t('haveAnAccount')}{' '}
            <Link
              to={paths.login}
              state={{ from: `${location.pathname}${location.search}` }}
              className="link link-primary font-medium"
            >
              {staffText.t('logInToAccept')}
            </Link>
          </p>
        </>
      )}
    </>
  );
}
