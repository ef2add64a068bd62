import { formatDate, qrLinkPath, type AttendanceSessionResponse } from '@cricket/contracts';
import { Alert, Button, Card, Flex, QRCode, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { formatTimeRange } from '../../common/utils/format';
import { ATTENDANCE_UI_TEXTS } from '../../texts';
import { ProjectorView } from './ProjectorView';

/** The absolute check-in link a phone opens after scanning. */
function checkInLink(code: string): string {
  return `${window.location.origin}${qrLinkPath(code)}`;
}

/** An open session's QR code with its link and the full-screen projector view; a closed session's code has expired. */
export function SessionQrCard({ session }: { session: AttendanceSessionResponse }) {
  const [projecting, setProjecting] = useState(false);
  const close = useCallback(() => setProjecting(false), []);
  if (session.status === 'closed') {
    return (
      <Card title={ATTENDANCE_UI_TEXTS.qrTitle}>
        <Alert type="info" showIcon title={ATTENDANCE_UI_TEXTS.qrClosed} />
      </Card>
    );
  }
  const link = checkInLink(session.qrCode);
  const when = `${formatDate(session.date)} · ${formatTimeRange(session.startTime, session.endTime)}`;
  return (
    <Card title={ATTENDANCE_UI_TEXTS.qrTitle} extra={<Button onClick={() => setProjecting(true)}>{ATTENDANCE_UI_TEXTS.projector}</Button>}>
      <Flex vertical align="center" gap={12}>
        <QRCode type="svg" aria-label={`${ATTENDANCE_UI_TEXTS.qrTitle}: ${link}`} value={link} size={220} errorLevel="M" data-testid="session-qr" />
        <Typography.Text type="secondary">{ATTENDANCE_UI_TEXTS.qrHelp}</Typography.Text>
        <Typography.Text copyable={{ text: link }}>
          <a href={link} data-testid="check-in-link">
            {link}
          </a>
        </Typography.Text>
      </Flex>
      {projecting && <ProjectorView title={session.title} subtitle={when} link={link} onClose={close} />}
    </Card>
  );
}
