import type { AttendanceListResponse } from '@cricket/contracts';
import { Button, Card, Descriptions, Empty, Flex } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { formatDate } from '../../common/format';
import { QueryView } from '../../common/QueryView';
import { ATTENDANCE_UI_TEXTS, UI_TEXTS } from '../../texts';
import { AttendancePage } from '../components/AttendancePage';
import { GuardedLinkButton } from '../components/GuardedLinkButton';
import { MembersEditor } from '../components/MembersEditor';
import { SessionsTable } from '../components/SessionsTable';
import { useList, useSessions } from '../hooks/useAttendanceQueries';

function ListSessions({ listId }: { listId: number }) {
  const query = useSessions({ listId });
  return (
    <QueryView query={query} isEmpty={(sessions) => sessions.length === 0} empty={<Empty description={ATTENDANCE_UI_TEXTS.noSessions} />}>
      {(sessions) => <SessionsTable sessions={sessions} showList={false} />}
    </QueryView>
  );
}

function ListView({ list }: { list: AttendanceListResponse }) {
  return (
    <Flex vertical gap={16}>
      <Card
        title={list.name}
        extra={
          <Flex gap={8}>
            <GuardedLinkButton to={`/edit-list/${list.id}`} action="edit" label={UI_TEXTS.edit} />
            <GuardedLinkButton to={`/new-session?listId=${list.id}`} action="create" label={ATTENDANCE_UI_TEXTS.newSession} primary />
          </Flex>
        }
      >
        <Descriptions column={{ xs: 1, md: 3 }} size="small">
          <Descriptions.Item label={ATTENDANCE_UI_TEXTS.listDescription}>{list.description ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={ATTENDANCE_UI_TEXTS.listMembers}>{list.memberCount}</Descriptions.Item>
          <Descriptions.Item label={UI_TEXTS.date}>{formatDate(list.createdAt)}</Descriptions.Item>
          {list.batchId !== null && (
            <Descriptions.Item label={ATTENDANCE_UI_TEXTS.batch}>
              <Link to={`/training-batches/${list.batchId}`}>{ATTENDANCE_UI_TEXTS.viewBatch}</Link>
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      <Card title={ATTENDANCE_UI_TEXTS.listMembers}>
        <MembersEditor list={list} />
      </Card>
      <Card title={ATTENDANCE_UI_TEXTS.sessions}>
        <ListSessions listId={list.id} />
      </Card>
    </Flex>
  );
}

function ListLoader({ id }: { id: number }) {
  const query = useList(id);
  return <QueryView query={query}>{(list) => <ListView list={list} />}</QueryView>;
}

/** /lists/{id} and /view-list/{id} (and /direct-list/{id}): a list's people and sessions. */
export function ListDetailPage() {
  const id = Number(useParams().id);
  return (
    <AttendancePage
      title={ATTENDANCE_UI_TEXTS.listsTitle}
      extra={
        <Link to="/lists">
          <Button>{UI_TEXTS.back}</Button>
        </Link>
      }
    >
      {Number.isInteger(id) && id > 0 ? <ListLoader id={id} /> : <Empty description={ATTENDANCE_UI_TEXTS.listNotFound} />}
    </AttendancePage>
  );
}
