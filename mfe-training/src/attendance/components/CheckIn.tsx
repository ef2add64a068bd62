import { errorMessage } from '@cricket/shell-sdk';
import { Flex, Result, Spin, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { LinkButton } from '../../common/components/LinkButton';
import { ATTENDANCE_UI_TEXTS } from '../../texts';
import { useCheckIn } from '../hooks/useCheckIn';
import { CheckedIn } from './CheckedIn';

/** Sends the check-in of an opened link once and shows how it went. */
export function CheckIn({ code }: { code: string }) {
  const mutation = useCheckIn();
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
        extra={<LinkButton to="/attendance" label={ATTENDANCE_UI_TEXTS.overviewTitle} />}
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
