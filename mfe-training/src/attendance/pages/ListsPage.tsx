import type { AttendanceListSummary } from '@cricket/contracts';
import { Empty, Table } from 'antd';
import { Link } from 'react-router-dom';
import { formatDate } from '../../common/format';
import { QueryView } from '../../common/QueryView';
import { ATTENDANCE_UI_TEXTS, UI_TEXTS } from '../../texts';
import { AttendancePage } from '../components/AttendancePage';
import { GuardedLinkButton } from '../components/GuardedLinkButton';
import { useLists } from '../hooks/useAttendanceQueries';

function ListTable() {
  const query = useLists();
  return (
    <QueryView query={query} isEmpty={(lists) => lists.length === 0} empty={<Empty description={ATTENDANCE_UI_TEXTS.noLists} />}>
      {(lists) => (
        <Table<AttendanceListSummary>
          rowKey="id"
          dataSource={lists}
          scroll={{ x: true }}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          columns={[
            { key: 'name', title: ATTENDANCE_UI_TEXTS.listName, render: (_, row) => <Link to={`/lists/${row.id}`}>{row.name}</Link> },
            { key: 'description', title: ATTENDANCE_UI_TEXTS.listDescription, render: (_, row) => row.description ?? '—' },
            { key: 'members', title: ATTENDANCE_UI_TEXTS.listMembers, dataIndex: 'memberCount' },
            { key: 'sessions', title: ATTENDANCE_UI_TEXTS.sessions, dataIndex: 'sessionCount' },
            { key: 'created', title: UI_TEXTS.date, render: (_, row) => formatDate(row.createdAt) },
            {
              key: 'actions',
              title: UI_TEXTS.actions,
              render: (_, row) => (
                <>
                  <Link to={`/view-list/${row.id}`}>{UI_TEXTS.view}</Link>
                  {' · '}
                  <Link to={`/edit-list/${row.id}`}>{UI_TEXTS.edit}</Link>
                </>
              ),
            },
          ]}
        />
      )}
    </QueryView>
  );
}

/** /lists: the workspace's attendance lists. */
export function ListsPage() {
  return (
    <AttendancePage
      title={ATTENDANCE_UI_TEXTS.listsTitle}
      subtitle={ATTENDANCE_UI_TEXTS.listsSubtitle}
      extra={<GuardedLinkButton to="/new-list" action="create" label={ATTENDANCE_UI_TEXTS.newList} primary />}
    >
      <ListTable />
    </AttendancePage>
  );
}
