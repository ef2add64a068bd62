import { NOT_FOUND_TITLE } from '@cricket/contracts';
import { Button, Result } from 'antd';
import { Link } from '@cricket/shell-sdk/router';

export function NotFoundPage() {
  return (
    <Result
      status="404"
      title={NOT_FOUND_TITLE}
      subTitle="The page you are looking for does not exist or has moved."
      extra={
        <Link to="/">
          <Button type="primary">Back to Home</Button>
        </Link>
      }
    />
  );
}
