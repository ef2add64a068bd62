import type { ListAttendanceRate } from '@cricket/contracts';
import { Flex } from 'antd';
import { formatRate } from '../../common/utils/format';
import { ATTENDANCE_UI_TEXTS } from '../../texts';
import { RateBar } from './RateBar';

/** Each list's attendance rate over its sessions. */
export function ListRates({ lists }: { lists: ListAttendanceRate[] }) {
  return (
    <Flex vertical gap={12}>
      {lists.map((list) => (
        <div key={list.listId} data-testid="list-rate">
          <Flex justify="space-between">
            <span>{list.listName}</span>
            <span>
              {formatRate(list.rate)} · {ATTENDANCE_UI_TEXTS.sessionCount(list.sessions)}
            </span>
          </Flex>
          <RateBar rate={list.rate} label={list.listName} />
        </div>
      ))}
    </Flex>
  );
}
