import { TRAINING_LIMITS, type AttendanceListResponse, type AttendanceMemberResponse } from '@cricket/contracts';
import { useCan } from '@cricket/shell-sdk';
import { Button, Empty, Flex, Input, Popconfirm, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { ATTENDANCE_UI_TEXTS, UI_TEXTS } from '../../texts';
import { useAddListMember, useRemoveListMember } from '../hooks/useAttendanceMutations';
import { useWorkspaceMembers } from '../hooks/useWorkspaceMembers';

function AddMemberRow({ list }: { list: AttendanceListResponse }) {
  const members = useWorkspaceMembers();
  const add = useAddListMember();
  const [userId, setUserId] = useState<number | undefined>();
  const [guest, setGuest] = useState('');
  const onList = new Set(list.members.map((m) => m.userId));
  const candidates = (members.data ?? []).filter((m) => !onList.has(m.userId));
  const addMember = () => {
    const member = candidates.find((m) => m.userId === userId);
    if (!member) return;
    add.mutate({ listId: list.id, payload: { userId: member.userId, name: member.user.name, email: member.user.email } }, { onSuccess: () => setUserId(undefined) });
  };
  const addGuest = () => add.mutate({ listId: list.id, payload: { name: guest.trim() } }, { onSuccess: () => setGuest('') });
  return (
    <Flex gap={8} wrap style={{ marginBottom: 12 }}>
      <Select
        style={{ minWidth: 240 }}
        showSearch
        optionFilterProp="label"
        value={userId}
        onChange={setUserId}
        placeholder={ATTENDANCE_UI_TEXTS.selectMember}
        options={candidates.map((m) => ({ value: m.userId, label: `${m.user.name} (@${m.user.username})` }))}
      />
      <Button onClick={addMember} disabled={userId === undefined} loading={add.isPending && !!add.variables?.payload.userId}>
        {ATTENDANCE_UI_TEXTS.addMember}
      </Button>
      <Input style={{ maxWidth: 220 }} maxLength={TRAINING_LIMITS.memberNameMax} value={guest} onChange={(e) => setGuest(e.target.value)} placeholder={ATTENDANCE_UI_TEXTS.guestName} onPressEnter={addGuest} />
      <Button onClick={addGuest} disabled={!guest.trim()} loading={add.isPending && !add.variables?.payload.userId}>
        {ATTENDANCE_UI_TEXTS.addGuest}
      </Button>
    </Flex>
  );
}

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
