import { Alert, Button, Flex, Typography } from 'antd';
import type { MatchAlertsState } from './useMatchAlerts';
import { MATCH_ALERT_TEXTS as TEXTS } from './texts';

/**
 * The live view's 'Notify me': this match's alerts on this device, or why the browser will not
 * show them. A toggle button rather than a Switch: the page already carries Button, and its route
 * is at its byte ceiling.
 */
export function NotifyMeButton({ alerts }: { alerts: MatchAlertsState }) {
  if (alerts.permission === 'unsupported') return <Typography.Text type="secondary">{TEXTS.unsupported}</Typography.Text>;
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center" wrap>
        <Button
          type={alerts.enabled ? 'primary' : 'default'}
          aria-pressed={alerts.enabled}
          disabled={alerts.permission === 'denied'}
          onClick={() => void alerts.setEnabled(!alerts.enabled)}
        >
          {alerts.enabled ? TEXTS.notifying : TEXTS.notifyMe}
        </Button>
        <Typography.Text type="secondary">{TEXTS.notifyMeHelp}</Typography.Text>
      </Flex>
      {alerts.permission === 'denied' && <Alert type="warning" showIcon title={TEXTS.denied} data-testid="notifications-denied" />}
    </Flex>
  );
}
