import { formatDate, type AttendanceListResponse } from '@cricket/contracts';
import { Card, Descriptions, Flex } from 'antd';
import { Link } from '@cricket/shell-sdk/router';
import { ATTENDANCE_UI_TEXTS, UI_TEXTS } from '../../texts';
import { GuardedLinkButton } from './GuardedLinkButton';
import { ListSessions } from './ListSessions';
import { MembersEditor } from './MembersEditor';
import { NewSessionButton } from './NewSessionButton';

/** A list's details, its people and its sessions. */
export function ListView({ list }: { list: AttendanceListResponse }) {
  return (
    <Flex vertical gap={16}>
      <Card
        title={list.name}
        extra={
          <Flex gap={8}>
            <GuardedLinkButton to={`/edit-list/${list.id}`} action="edit" label={UI_TEXTS.edit} />
            <NewSessionButton listId={list.id} />
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
