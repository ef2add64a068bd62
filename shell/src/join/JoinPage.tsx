import { AUTH_ROUTES, INVITE_LINK_ROUTE, INVITE_MESSAGES, INVITE_STATE_MESSAGES, WORKSPACE_ROLE_EFFECTS, WORKSPACE_ROLE_LABELS, type InvitePreviewResponse } from '@cricket/contracts';
import { errorMessage, isApiError, useAuth, useSignInRoute, useWorkspace } from '@cricket/shell-sdk';
import { Alert, Button, Card, Result } from 'antd';
import { Link, matchPath, useLocation } from '@cricket/shell-sdk/router';
import { Loading } from '../common/Loading';
import { useAcceptInvite, useInvitePreview } from './hooks/useInvite';

function Offer({ invite }: { invite: InvitePreviewResponse }) {
  return (
    <>
      <h2 style={{ marginTop: 0 }}>Join {invite.workspaceName}</h2>
      <p>
        You are invited as <strong>{WORKSPACE_ROLE_LABELS[invite.role]}</strong>: a {WORKSPACE_ROLE_LABELS[invite.role]} {WORKSPACE_ROLE_EFFECTS[invite.role]}.
      </p>
    </>
  );
}

/** Signing in or registering from here comes back to this link, to join. */
function SignedOut({ invite }: { invite: InvitePreviewResponse }) {
  const signIn = useSignInRoute(AUTH_ROUTES.login);
  const register = useSignInRoute(AUTH_ROUTES.signupLink);
  return (
    <>
      <Offer invite={invite} />
      <Alert type="info" showIcon title="Sign in to join" description="New here? Create an account: you come back to this invite afterwards." style={{ marginBottom: 16 }} />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Link to={signIn}>
          <Button type="primary">Sign in</Button>
        </Link>
        <Link to={register}>
          <Button>Create account</Button>
        </Link>
      </div>
    </>
  );
}

function AlreadyMember({ invite, workspaceId }: { invite: InvitePreviewResponse; workspaceId: number }) {
  const { current, switchTo } = useWorkspace();
  return (
    <Result
      status="info"
      title={INVITE_MESSAGES.alreadyMember(invite.workspaceName)}
      extra={
        current?.id === workspaceId ? (
          <Link to="/">
            <Button type="primary">Go to {invite.workspaceName}</Button>
          </Link>
        ) : (
          <Button type="primary" onClick={() => void switchTo(workspaceId)}>
            Switch to {invite.workspaceName}
          </Button>
        )
      }
    />
  );
}

function Join({ token, invite }: { token: string; invite: InvitePreviewResponse }) {
  const accept = useAcceptInvite(token);
  return (
    <>
      <Offer invite={invite} />
      {accept.error && <Alert type="error" showIcon title={errorMessage(accept.error, 'Failed to join the workspace. Please try again.')} style={{ marginBottom: 16 }} />}
      <Button type="primary" size="large" block loading={accept.isPending || accept.isSuccess} onClick={() => accept.mutate()}>
        Join {invite.workspaceName}
      </Button>
    </>
  );
}

function Invite({ token }: { token: string }) {
  const { user, isLoading: userLoading } = useAuth();
  const preview = useInvitePreview(token, user?.id ?? null);
  if (userLoading || preview.isLoading) return <Loading />;
  if (preview.error) {
    const invalid = isApiError(preview.error) && preview.error.status === 404;
    return <Result status="warning" title={invalid ? INVITE_MESSAGES.invalid : errorMessage(preview.error, 'Failed to load the invite link. Please try again.')} />;
  }
  const invite = preview.data!;
  if (invite.state !== 'active') return <Result status="warning" title={INVITE_STATE_MESSAGES[invite.state]} subTitle="Ask a workspace admin for a new link." />;
  if (!user) return <SignedOut invite={invite} />;
  if (invite.memberOfWorkspaceId !== null) return <AlreadyMember invite={invite} workspaceId={invite.memberOfWorkspaceId} />;
  return <Join token={token} invite={invite} />;
}

/** /invite/:token, an invite link: what it offers, then signing in or joining. */
export function JoinPage() {
  const { pathname } = useLocation();
  const token = matchPath(INVITE_LINK_ROUTE, pathname)?.params.token ?? '';
  return (
    <div className="page" style={{ maxWidth: 560, margin: '0 auto' }}>
      <Card>
        <Invite key={token} token={token} />
      </Card>
    </div>
  );
}
