import type { AttendanceListResponse, AttendanceMemberResponse } from '@cricket/contracts';
import { useCan } from '@cricket/shell-sdk';
import { Button, Empty, Popconfirm, Table, Tag } from 'antd';
import { ATTENDANCE_UI_TEXTS, UI_TEXTS } from '../../texts';
import { useRemoveListMember } from '../hooks/useAttendanceMutations';
import { AddMemberRow } from './AddMemberRow';

/** The list's people; with the attendance edit permission, members and guests are added and removed here. */
export function MembersEditor({ list }: { list: AttendanceListResponse }) {
  const canEdit = useCan('attendance', 'edit');
  const remove = useRemoveListMember();
  return (
    <>
      {canEdit && <AddMemberRow list={list} />}
      {list.members.length === 0 ? (
        <Empty description={ATTENDANCE_UI_TEXTS.noMembers} />
      ) : (
        <Table<AttendanceMemberResponse>
          rowKey="id"
          size="small"
          dataSource={list.members}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          columns={[
            { key: 'name', title: ATTENDANCE_UI_TEXTS.memberName, dataIndex: 'name' },
            {
              key: 'kind',
              title: ATTENDANCE_UI_TEXTS.memberKind,
              render: (_, row) => (row.kind === 'member' ? <Tag color="blue">{ATTENDANCE_UI_TEXTS.kindMember}</Tag> : <Tag>{ATTENDANCE_UI_TEXTS.kindGuest}</Tag>),
            },
            ...(canEdit
              ? [
                  {
                    key: 'actions',
                    title: UI_TEXTS.actions,
                    render: (_: unknown, row: AttendanceMemberResponse) => (
                      <Popconfirm title={ATTENDANCE_UI_TEXTS.removeConfirm(row.name)} onConfirm={() => remove.mutate({ listId: list.id, memberId: row.id })}>
                        <Button size="small" danger>
                          {ATTENDANCE_UI_TEXTS.removeMember}
                        </Button>
                      </Popconfirm>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
    </>
  );
}
