import { FINANCE_MODULES } from '@cricket/contracts';
import { PermissionGuard } from '@cricket/shell-sdk';
import { Button, Popconfirm } from 'antd';
import type { FinanceEntryKind } from '../api/financeApi';
import { useDeleteEntry } from '../hooks/useFinanceMutations';
import { FINANCE_UI_TEXTS } from '../../texts';

const CONFIRM_TITLES: Record<FinanceEntryKind, string> = {
  expense: FINANCE_UI_TEXTS.confirmDeleteExpense,
  income: FINANCE_UI_TEXTS.confirmDeleteIncome,
  budget: FINANCE_UI_TEXTS.confirmDeleteBudget,
};

interface DeleteEntryButtonProps {
  kind: FinanceEntryKind;
  id: number;
  size?: 'small' | 'middle';
  onDeleted?: () => void;
}

/** Delete after a confirmation; hidden without the delete permission. */
export function DeleteEntryButton({ kind, id, size = 'middle', onDeleted }: DeleteEntryButtonProps) {
  const remove = useDeleteEntry();
  return (
    <PermissionGuard module={FINANCE_MODULES.entries} action="delete">
      <Popconfirm
        title={CONFIRM_TITLES[kind]}
        description={FINANCE_UI_TEXTS.confirmDeleteDescription}
        okText={FINANCE_UI_TEXTS.delete}
        cancelText={FINANCE_UI_TEXTS.cancel}
        okButtonProps={{ danger: true, loading: remove.isPending }}
        onConfirm={() => remove.mutateAsync({ kind, id }).then(() => onDeleted?.(), () => undefined)}
      >
        <Button danger size={size}>
          {FINANCE_UI_TEXTS.delete}
        </Button>
      </Popconfirm>
    </PermissionGuard>
  );
}
