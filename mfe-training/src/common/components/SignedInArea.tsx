import { useAuth, useWorkspace } from '@cricket/shell-sdk';
import { SignInCard } from '@cricket/shell-sdk/components';
import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { UI_TEXTS } from '../../texts';
import { CenteredSpin } from './CenteredSpin';

export interface SignedInAreaProps {
  /** Training and attendance belong to a workspace; the diary only to its author. */
  needsWorkspace?: boolean;
  signInMessage?: string;
  children: ReactNode;
}

/** Renders its content for a signed-in user (with a current workspace when needed), else says what is missing. */
export function SignedInArea({ needsWorkspace = true, signInMessage = UI_TEXTS.signInPrompt, children }: SignedInAreaProps) {
  const { isAuthenticated, isLoading } = useAuth();
  const { current, isLoading: workspaceLoading } = useWorkspace();
  if (isLoading) return <CenteredSpin />;
  if (!isAuthenticated) return <SignInCard prompt={signInMessage} action={UI_TEXTS.signIn} to="/login" />;
  if (needsWorkspace && !current) {
    if (workspaceLoading) return <CenteredSpin />;
    return <Alert type="info" showIcon title={UI_TEXTS.workspaceRequiredTitle} description={UI_TEXTS.workspaceRequired} />;
  }
  return <>{children}</>;
}
