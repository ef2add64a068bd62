import { Button, Card, Flex, Typography } from 'antd';
import { Link } from '@cricket/shell-sdk/router';
import { useSignInRoute } from '../auth/useSignInRoute';

export interface SignInCardProps {
  /** Why this screen needs an account. */
  prompt: string;
  /** The button's label. */
  action: string;
  /** Where the button leads: the app's login or auth page (which brings the visitor back here after signing in). */
  to: string;
}

/** What a signed-out visitor sees instead of a screen's content: why to sign in, and a button to. */
export function SignInCard({ prompt, action, to }: SignInCardProps) {
  const signIn = useSignInRoute(to);
  return (
    <Card>
      <Flex vertical align="center" gap={12}>
        <Typography.Text>{prompt}</Typography.Text>
        <Link to={signIn}>
          <Button type="primary">{action}</Button>
        </Link>
      </Flex>
    </Card>
  );
}
