import type { Action } from '@cricket/contracts';
import { PermissionGuard } from '@cricket/shell-sdk';
import { Button } from 'antd';
import { useNavigate } from '@cricket/shell-sdk/router';

export interface GuardedLinkButtonProps {
  to: string;
  action: Action;
  label: string;
  primary?: boolean;
}

/** A button to another attendance screen, disabled with the spec's tooltip without the attendance permission. */
export function GuardedLinkButton({ to, action, label, primary = false }: GuardedLinkButtonProps) {
  const navigate = useNavigate();
  return (
    <PermissionGuard module="attendance" action={action} mode="disable" showTooltip>
      <Button type={primary ? 'primary' : 'default'} onClick={() => navigate(to)}>
        {label}
      </Button>
    </PermissionGuard>
  );
}
