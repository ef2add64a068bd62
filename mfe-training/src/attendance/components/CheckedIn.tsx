import { ATTENDANCE_STATUS_LABELS, formatDate, type CheckInAnswer } from '@cricket/contracts';
import { Flex, Result, Typography } from 'antd';
import { formatTimeRange } from '../../common/utils/format';
import { ATTENDANCE_UI_TEXTS } from '../../texts';

/** A check-in that went through: the mark, or that the person was already checked in, and the session. */
export function CheckedIn({ answer }: { answer: CheckInAnswer }) {
  const title = answer.alreadyMarked ? ATTENDANCE_UI_TEXTS.alreadyCheckedIn : ATTENDANCE_UI_TEXTS.checkedIn(ATTENDANCE_STATUS_LABELS[answer.status]);
  return (
    <Result
      status="success"
      title={title}
      subTitle={
        <Flex vertical>
          <Typography.Text strong>{answer.sessionTitle}</Typography.Text>
          <Typography.Text type="secondary">
            {answer.listName} · {formatDate(answer.date)} · {formatTimeRange(answer.startTime, answer.endTime)}
          </Typography.Text>
        </Flex>
      }
    />
  );
}
