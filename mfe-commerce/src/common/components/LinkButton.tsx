import { Button } from 'antd';
import type { ReactNode } from 'react';
import { Link } from '@cricket/shell-sdk/router';

/** A link that looks like a button. */
export function LinkButton({ to, children, primary = false }: { to: string; children: ReactNode; primary?: boolean }) {
  return (
    <Link to={to}>
      <Button type={primary ? 'primary' : 'default'}>{children}</Button>
    </Link>
  );
}
