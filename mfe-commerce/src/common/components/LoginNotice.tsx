import { Button, Card, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { COMMON_TEXTS } from '../../texts';

/** What a signed-out visitor sees instead of a commerce screen's content. */
export function LoginNotice() {
  return (
    <Card>
      <Flex vertical align="center" gap={12}>
        <Typography.Text>{COMMON_TEXTS.loginPrompt}</Typography.Text>
        <Link to="/login">
          <Button type="primary">{COMMON_TEXTS.login}</Button>
        </Link>
      </Flex>
    </Card>
  );
}
