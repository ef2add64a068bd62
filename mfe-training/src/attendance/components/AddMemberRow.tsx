import { TRAINING_LIMITS, type AttendanceListResponse } from '@cricket/contracts';
import { Button, Flex, Input, Select } from 'antd';
import { useState } from 'react';
import { ATTENDANCE_UI_TEXTS } from '../../texts';
import { useAddListMember } from '../hooks/useAttendanceMutations';
import { useWorkspaceMembers } from '../hooks/useWorkspaceMembers';
import { memberOption, memberPayload } from '../utils/memberChoice';

/** Adds a workspace member who is not on the list yet, or a guest by name. */
export function AddMemberRow({ list }: { list: AttendanceListResponse }) {
  const members = useWorkspaceMembers();
  const add = useAddListMember();
  const [userId, setUserId] = useState<number | undefined>();
  const [guest, setGuest] = useState('');
  const onList = new Set(list.members.map((m) => m.userId));
  const candidates = (members.data ?? []).filter((m) => !onList.has(m.userId));
  const addMember = () => {
    const member = candidates.find((m) => m.userId === userId);
    if (!member) return;
    add.mutate({ listId: list.id, payload: memberPayload(member) }, { onSuccess: () => setUserId(undefined) });
  };
  const addGuest = () => add.mutate({ listId: list.id, payload: { name: guest.trim() } }, { onSuccess: () => setGuest('') });
  return (
    <Flex gap={8} wrap style={{ marginBottom: 12 }}>
      <Select
        aria-label={ATTENDANCE_UI_TEXTS.selectMember}
        style={{ minWidth: 240 }}
        showSearch
        optionFilterProp="label"
        value={userId}
        onChange={setUserId}
        placeholder={ATTENDANCE_UI_TEXTS.selectMember}
        options={candidates.map(memberOption)}
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
