import { Card, Flex, Steps } from 'antd';
import { LinkButton } from '../../common/components/LinkButton';
import { PageLayout } from '../../common/components/PageLayout';
import { ATTENDANCE_NAV, ATTENDANCE_UI_TEXTS, QR_GUIDE_STEPS } from '../../texts';

/** /qr-guide: how to run a session with QR check-in. Readable without signing in. */
export function QrGuidePage() {
  return (
    <PageLayout title={ATTENDANCE_UI_TEXTS.guideTitle} subtitle={ATTENDANCE_UI_TEXTS.guideSubtitle} links={[...ATTENDANCE_NAV]}>
      <Card>
        <Steps orientation="vertical" current={-1} items={QR_GUIDE_STEPS.map((step) => ({ title: step.title, description: step.description, status: 'wait' }))} />
        <Flex gap={8} wrap style={{ marginTop: 16 }}>
          <LinkButton to="/new-list" label={ATTENDANCE_UI_TEXTS.newList} />
          <LinkButton to="/new-session" label={ATTENDANCE_UI_TEXTS.newSession} type="primary" />
        </Flex>
      </Card>
    </PageLayout>
  );
}
