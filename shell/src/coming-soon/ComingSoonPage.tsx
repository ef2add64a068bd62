import { EMAIL_MAX, FEATURE_DESCRIPTION, FEATURE_TITLE, featureRequestBody } from '@cricket/contracts';
import { apiRequest, errorMessage, schemaRule, toastError, toastSuccess, useAuth } from '@cricket/shell-sdk';
import {
  AimOutlined,
  BulbOutlined,
  DashboardOutlined,
  EyeOutlined,
  LineChartOutlined,
  ScissorOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { Button, Card, Form, Input, Tag } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { FeatureCardGrid, type Feature } from '../common/FeatureCardGrid';
import { useState } from 'react';

/** The seven planned features of booking spec §2, in its order. */
const FEATURES: Feature[] = [
  { title: 'AI Ball Tracking / DRS', text: 'Ball-path reconstruction from phone video for LBW and edge reviews.', icon: <AimOutlined /> },
  { title: 'Match Streaming with Overlays', text: 'Stream club matches with live score, batter and bowler overlays.', icon: <VideoCameraOutlined /> },
  { title: 'AI Video Coach', text: 'Upload a net session and get technique feedback on stance, footwork and release.', icon: <BulbOutlined /> },
  { title: 'Bowling Speed Tracker', text: 'Measure delivery speed with nothing more than a phone camera.', icon: <DashboardOutlined /> },
  { title: 'Bowling Analysis', text: 'Line, length and variation maps for every spell you bowl.', icon: <LineChartOutlined /> },
  { title: 'Hawk-Eye', text: 'Pitch maps, beehives and wagon wheels in 3D for every innings.', icon: <EyeOutlined /> },
  { title: 'Highlight Maker', text: 'Automatic highlight reels of boundaries and wickets, ready to share.', icon: <ScissorOutlined /> },
];

interface FeatureRequest {
  title: string;
  description: string;
  email?: string;
}

export const FEATURE_REQUEST_TEXTS = {
  heading: 'Submit Feature Request',
  intro: 'Tell us what would make your cricket better. Every request is read by the product team.',
  titleLabel: 'Feature title',
  titleRequired: 'Please give your idea a title',
  descriptionLabel: 'Description',
  descriptionRequired: 'Please describe the feature',
  emailLabel: 'Email (optional)',
  submit: 'Submit Request',
  successTitle: 'Request received',
  successText: 'Thank you! Your feature request has been recorded.',
  failedTitle: 'Request not sent',
  failedFallback: 'Your feature request could not be sent. Please try again.',
} as const;

/** The email a request sends: left out when blank. */
const sentEmail = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

function FeatureRequestForm() {
  const { user } = useAuth();
  const [form] = Form.useForm<FeatureRequest>();
  const [sent, setSent] = useState(false);
  const request = useMutation({
    mutationFn: (values: FeatureRequest) =>
      apiRequest('POST', '/api/feature-requests', {
        title: values.title.trim(),
        description: values.description.trim(),
        email: sentEmail(values.email),
      }),
    onSuccess: () => {
      toastSuccess(FEATURE_REQUEST_TEXTS.successTitle, FEATURE_REQUEST_TEXTS.successText);
      form.resetFields();
      setSent(true);
    },
    onError: (error) => toastError(FEATURE_REQUEST_TEXTS.failedTitle, errorMessage(error, FEATURE_REQUEST_TEXTS.failedFallback)),
  });

  return (
    <Card title={FEATURE_REQUEST_TEXTS.heading} id="feature-request">
      <p style={{ marginTop: 0, color: '#4b5563' }}>{FEATURE_REQUEST_TEXTS.intro}</p>
      {sent && (
        <p role="status" style={{ color: '#15803d', fontWeight: 600 }}>
          {FEATURE_REQUEST_TEXTS.successText}
        </p>
      )}
      <Form<FeatureRequest>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ email: user?.email ?? '' }}
        onFinish={(values) => request.mutate(values)}
        onValuesChange={() => setSent(false)}
      >
        <Form.Item name="title" label={FEATURE_REQUEST_TEXTS.titleLabel} rules={[{ required: true, whitespace: true, message: FEATURE_REQUEST_TEXTS.titleRequired }]}>
          <Input maxLength={FEATURE_TITLE.max} showCount placeholder="e.g. Wagon wheel for every batter" />
        </Form.Item>
        <Form.Item
          name="description"
          label={FEATURE_REQUEST_TEXTS.descriptionLabel}
          rules={[{ required: true, whitespace: true, message: FEATURE_REQUEST_TEXTS.descriptionRequired }]}
        >
          <Input.TextArea rows={4} maxLength={FEATURE_DESCRIPTION.max} showCount placeholder="What should it do, and who would use it?" />
        </Form.Item>
        <Form.Item
          name="email"
          label={FEATURE_REQUEST_TEXTS.emailLabel}
          rules={[schemaRule(featureRequestBody.entries.email, sentEmail)]}
        >
          <Input type="email" maxLength={EMAIL_MAX} placeholder="So we can tell you when it ships" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={request.isPending}>
          {FEATURE_REQUEST_TEXTS.submit}
        </Button>
      </Form>
    </Card>
  );
}

/** Coming Soon Features (booking spec §2), also shown at /subscribers/billing-cycles and /subscribers/hierarchical-view. */
export function ComingSoonPage() {
  return (
    <>
      <section className="hero">
        <div className="hero-inner">
          <h1>Coming Soon Features</h1>
          <p>AI and video tools that bring international-level analysis to every club ground.</p>
        </div>
      </section>
      <section className="section" aria-label="Planned features">
        <FeatureCardGrid
          features={FEATURES}
          badge={
            <Tag color="gold" style={{ marginTop: 12 }}>
              Coming Soon
            </Tag>
          }
        />
      </section>
      <section className="section" style={{ maxWidth: 760, paddingBottom: 48 }}>
        <FeatureRequestForm />
      </section>
    </>
  );
}
