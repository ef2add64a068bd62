import { GROUND_BOOKING_LOGIN_ROUTE, GROUND_TEXTS } from '@cricket/contracts';
import { useAuth, useWorkspaceChangedRefetch } from '@cricket/shell-sdk';
import { Button, Card, Flex, Spin, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { GROUND_UI_TEXTS } from '../../texts';
import { GroundBookingTabs } from '../components/GroundBookingTabs';
import { isGroundDataKey } from '../api/groundKeys';

function LoggedOutNotice() {
  return (
    <Card>
      <Flex vertical align="center" gap={12}>
        <Typography.Text>{GROUND_UI_TEXTS.loginPrompt}</Typography.Text>
        <Link to={GROUND_BOOKING_LOGIN_ROUTE}>
          <Button type="primary">{GROUND_TEXTS.loginRegister}</Button>
        </Link>
      </Flex>
    </Card>
  );
}

/** The Ground Booking page of booking §2: heading for everyone, tabs for signed-in users. */
export function GroundBookingPage() {
  const { isAuthenticated, isLoading } = useAuth();
  useWorkspaceChangedRefetch(isGroundDataKey);
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: '24px 16px' }}>
      <Typography.Title level={2}>{GROUND_UI_TEXTS.heading}</Typography.Title>
      <Typography.Paragraph type="secondary">{GROUND_UI_TEXTS.subtitle}</Typography.Paragraph>
      {isLoading ? (
        <Flex justify="center">
          <Spin />
        </Flex>
      ) : isAuthenticated ? (
        <GroundBookingTabs />
      ) : (
        <LoggedOutNotice />
      )}
    </div>
  );
}
