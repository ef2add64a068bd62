import { GROUND_BOOKING_LOGIN_ROUTE, GROUND_TEXTS } from '@cricket/contracts';
import { useAuth, useWorkspaceChangedRefetch } from '@cricket/shell-sdk';
import { SignInCard } from '@cricket/shell-sdk/components';
import { Flex, Spin, Typography } from 'antd';
import { GROUND_UI_TEXTS } from '../../texts';
import { GroundBookingTabs } from '../components/GroundBookingTabs';
import { isGroundDataKey } from '../api/groundKeys';

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
        <SignInCard prompt={GROUND_UI_TEXTS.loginPrompt} action={GROUND_TEXTS.loginRegister} to={GROUND_BOOKING_LOGIN_ROUTE} />
      )}
    </div>
  );
}
