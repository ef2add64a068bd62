import { ATTENDANCE_STATUS_LABELS, type CheckInAnswer } from '@cricket/contracts';
import { errorMessage } from '@cricket/shell-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Result, Spin, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatDate, formatTimeRange } from '../../common/format';
import { PageLayout } from '../../common/PageLayout';
import { SignedInArea } from '../../common/SignedInArea';
import { isTrainingDataKey } from '../../common/trainingKeys';
import { ATTENDANCE_UI_TEXTS } from '../../texts';
import { checkIn } from '../api/attendanceApi';

function CheckedIn({ answer }: { answer: CheckInAnswer }) {
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

function CheckIn({ code }: { code: string }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: checkIn,
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => isTrainingDataKey(query.queryKey) }),
  });
  const sent = useRef<string | null>(null);
  const { mutate } = mutation;
  useEffect(() => {
    // One check-in per opened link (React may run effects twice in development).
    if (sent.current === code) return;
    sent.current = code;
    mutate(code);
  }, [code, mutate]);

  if (mutation.data) return <CheckedIn answer={mutation.data} />;
  if (mutation.error) {
    return (
      <Result
        status="warning"
        title={ATTENDANCE_UI_TEXTS.checkInFailed}
        subTitle={<span role="alert">{errorMessage(mutation.error, ATTENDANCE_UI_TEXTS.checkInFailed)}</span>}
        extra={
          <Link to="/attendance">
            <Button>{ATTENDANCE_UI_TEXTS.overviewTitle}</Button>
          </Link>
        }
      />
    );
  }
  return (
    <Flex vertical align="center" gap={12} style={{ padding: 32 }}>
      <Spin />
      <Typography.Text>{ATTENDANCE_UI_TEXTS.checkingIn}</Typography.Text>
    </Flex>
  );
}

/** /qr/{code} and /join/{code}: the link a session's QR code opens; it marks the signed-in person present once. */
export function CheckInPage() {
  const code = useParams().code ?? '';
  return (
    <PageLayout title={ATTENDANCE_UI_TEXTS.checkInTitle}>
      <SignedInArea needsWorkspace={false} signInMessage={ATTENDANCE_UI_TEXTS.checkInSignIn}>
        <CheckIn code={code} />
      </SignedInArea>
    </PageLayout>
  );
}
