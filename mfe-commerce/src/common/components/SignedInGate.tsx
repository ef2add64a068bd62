import { accountMenuVisibility } from '@cricket/contracts';
import { useAuth, useWorkspace } from '@cricket/shell-sdk';
import { SignInCard } from '@cricket/shell-sdk/components';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { COMMON_TEXTS } from '../../texts';
import { Loading } from './Loading';

/** Its content for signed-in users only; with managersOnly, not for players either (core §6). */
export function SignedInGate({ managersOnly, children }: { managersOnly: boolean; children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const { current } = useWorkspace();
  if (isLoading) return <Loading />;
  if (!user) return <SignInCard prompt={COMMON_TEXTS.loginPrompt} action={COMMON_TEXTS.login} to="/login" />;
  if (managersOnly && !accountMenuVisibility(user.role, current?.role).subscriptionManager) {
    return <Result status="403" subTitle={COMMON_TEXTS.hiddenForPlayers} />;
  }
  return <>{children}</>;
}
