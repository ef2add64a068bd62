import { Button, type ButtonProps } from 'antd';
import { Link } from '@cricket/shell-sdk/router';

/** A button that opens another screen of the app: a router link around an antd button. */
export function LinkButton({ to, ...button }: ButtonProps & { to: string }) {
  return (
    <Link to={to}>
      <Button {...button} />
    </Link>
  );
}
