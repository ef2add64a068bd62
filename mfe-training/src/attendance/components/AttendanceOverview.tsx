import { Card, Flex } from 'antd';
import { LinkButton } from '../../common/components/LinkButton';
import { QueryView } from '../../common/components/QueryView';
import { StatisticCards } from '../../common/components/StatisticCards';
import { ATTENDANCE_UI_TEXTS } from '../../texts';
import { useLists, useSessions } from '../hooks/useAttendanceQueries';
import { OpenSessions } from './OpenSessions';

/** How many lists and sessions there are, and the sessions open for check-in. */
export function AttendanceOverview() {
  const lists = useLists();
  const sessions = useSessions();
  const open = (sessions.data ?? []).filter((session) => session.status === 'open');
  const figures = [
    { title: ATTENDANCE_UI_TEXTS.totalLists, value: lists.data?.length ?? 0, loading: lists.isLoading },
    { title: ATTENDANCE_UI_TEXTS.totalSessions, value: sessions.data?.length ?? 0, loading: sessions.isLoading },
    { title: ATTENDANCE_UI_TEXTS.openSessions, value: open.length, loading: sessions.isLoading },
  ];
  return (
    <Flex vertical gap={16}>
      <StatisticCards figures={figures} span={{ xs: 8 }} />
      <Card title={ATTENDANCE_UI_TEXTS.openSessions}>
        <QueryView query={sessions}>{() => <OpenSessions sessions={open} />}</QueryView>
      </Card>
      <Flex gap={8} wrap>
        <LinkButton to="/dashboard" label={ATTENDANCE_UI_TEXTS.dashboardTitle} />
        <LinkButton to="/qr-guide" label={ATTENDANCE_UI_TEXTS.guideTitle} />
      </Flex>
    </Flex>
  );
}
