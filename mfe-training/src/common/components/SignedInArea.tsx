import { useAuth, useWorkspace } from '@cricket/shell-sdk';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { UI_TEXTS } from '../../texts';
import { CenteredSpin } from './CenteredSpin';

function SignInPrompt({ message }: { message: string }) {
  return (
    <Card>
      <Flex vertical align="center" gap={12}>
        <Typography.Text>{message}</Typography.Text>
        <Link to="/login">
          <Button type="primary">{UI_TEXTS.signIn}</Button>
        </Link>
      </Flex>
    </Card>
  );
}

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
  if (!isAuthenticated) return <SignInPrompt message={signInMessage} />;
  if (needsWorkspace && !current) {
    if (workspaceLoading) return <CenteredSpin />;
    return <Alert type="info" showIcon title={UI_TEXTS.workspaceRequiredTitle} description={UI_TEXTS.workspaceRequired} />;
  }
  return <>{children}</>;
}
