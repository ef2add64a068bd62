import { formatDate, type AttendanceListSummary } from '@cricket/contracts';
import { Link } from '@cricket/shell-sdk/router';
import { ListQueryView } from '../../common/components/ListQueryView';
import { PagedTable } from '../../common/components/PagedTable';
import { ATTENDANCE_UI_TEXTS, UI_TEXTS } from '../../texts';
import { useLists } from '../hooks/useAttendanceQueries';

/** The workspace's attendance lists with their people and sessions. */
export function ListsTable() {
  const query = useLists();
  return (
    <ListQueryView query={query} emptyText={ATTENDANCE_UI_TEXTS.noLists}>
      {(lists) => (
        <PagedTable<AttendanceListSummary>
          rowKey="id"
          dataSource={lists}
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
    </ListQueryView>
  );
}
