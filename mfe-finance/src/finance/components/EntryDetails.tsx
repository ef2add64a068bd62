import { FINANCE_MODULES } from '@cricket/contracts';
import { PermissionGuard } from '@cricket/shell-sdk';
import { Button, Descriptions, Flex, Space } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate } from '@cricket/shell-sdk/router';
import { FINANCE_UI_TEXTS } from '../../texts';
import type { FinanceEntryKind } from '../api/financeApi';
import type { DetailItem } from '../utils/detailItems';
import { ENTRY_TABS, financeLinks } from '../utils/paths';
import { BackToFinance } from './BackToFinance';
import { DeleteEntryButton } from './DeleteEntryButton';

interface EntryDetailsProps {
  kind: FinanceEntryKind;
  id: number;
  items: DetailItem[];
  /** Null hides Edit and Delete (income that follows another area's event). */
  editPath: string | null;
  /** What shows under the fields (a budget's progress, the note on income fed by an event). */
  extra?: ReactNode;
}

/** The fields of one entry, then Edit, Delete (back to its tab once deleted) and Back to Finance. */
export function EntryDetails({ kind, id, items, editPath, extra }: EntryDetailsProps) {
  const navigate = useNavigate();
  const tab = ENTRY_TABS[kind];
  return (
    <Flex vertical gap={16}>
      <Descriptions column={1} bordered size="middle" items={items.map((item) => ({ key: item.label, label: item.label, children: item.value }))} />
      {extra}
      <Space wrap>
        {editPath && (
          <>
            <PermissionGuard module={FINANCE_MODULES.entries} action="edit">
              <Link to={editPath}>
                <Button type="primary">{FINANCE_UI_TEXTS.edit}</Button>
              </Link>
            </PermissionGuard>
            <DeleteEntryButton kind={kind} id={id} onDeleted={() => navigate(financeLinks.dashboard(tab))} />
          </>
        )}
        <BackToFinance tab={tab} />
      </Space>
    </Flex>
  );
}
