import { FINANCE_MODULES } from '@cricket/contracts';
import { PermissionGuard } from '@cricket/shell-sdk';
import { Button, Space } from 'antd';
import { Link } from '@cricket/shell-sdk/router';
import type { FinanceEntryKind } from '../api/financeApi';
import { FINANCE_UI_TEXTS } from '../../texts';
import { DeleteEntryButton } from './DeleteEntryButton';

interface EntryActionsProps {
  kind: FinanceEntryKind;
  id: number;
  viewPath: string;
  /** Null when the entry cannot be changed here (income that follows another area's event). */
  editPath: string | null;
}

/** View, Edit and Delete of a row; Edit and Delete follow the permissions. */
export function EntryActions({ kind, id, viewPath, editPath }: EntryActionsProps) {
  return (
    <Space size="small" wrap>
      <Link to={viewPath}>
        <Button size="small">{FINANCE_UI_TEXTS.view}</Button>
      </Link>
      {editPath && (
        <>
          <PermissionGuard module={FINANCE_MODULES.entries} action="edit">
            <Link to={editPath}>
              <Button size="small">{FINANCE_UI_TEXTS.edit}</Button>
            </Link>
          </PermissionGuard>
          <DeleteEntryButton kind={kind} id={id} size="small" />
        </>
      )}
    </Space>
  );
}
