import { Button, type ButtonProps } from 'antd';
import { Link } from '@cricket/shell-sdk/router';

export interface LinkButtonProps {
  to: string;
  label: string;
  type?: ButtonProps['type'];
}

/** A button that opens another screen of the app. */
export function LinkButton({ to, label, type }: LinkButtonProps) {
  return (
    <Link to={to}>
      <Button type={type}>{label}</Button>
    </Link>
  );
}
