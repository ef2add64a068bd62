import { EnvironmentOutlined, PhoneOutlined } from '@ant-design/icons';
import { GROUND_UI, type GroundResponse } from '@cricket/contracts';
import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { GROUND_UI_TEXTS } from '../../texts';

const IMAGE_HEIGHT = 160;

function GroundImage({ ground }: { ground: GroundResponse }) {
  if (ground.image) return <img alt={ground.name} src={ground.image} style={{ height: IMAGE_HEIGHT, objectFit: 'cover' }} />;
  return (
    <div
      role="img"
      aria-label={GROUND_UI_TEXTS.noImage}
      style={{ height: IMAGE_HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#e8f3ec', color: '#0f7b3f', fontSize: 40 }}
    >
      🏏
    </div>
  );
}

function formatHourlyRate(hourlyRate: number | null): string {
  return hourlyRate === null ? GROUND_UI_TEXTS.rateOnRequest : `${GROUND_UI.currency}${hourlyRate}${GROUND_UI_TEXTS.perHour}`;
}

/** A ground's image (or placeholder), name, city, address, contact number and rate in rupees per hour. */
export function GroundCard({ ground, actions }: { ground: GroundResponse; actions: ReactNode[] }) {
  return (
    <Card cover={<GroundImage ground={ground} />} actions={actions} data-testid="ground-card">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {ground.name}
      </Typography.Title>
      <Typography.Paragraph style={{ marginBottom: 4 }}>
        <EnvironmentOutlined /> {ground.city}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
        {ground.address}
      </Typography.Paragraph>
      {ground.contactNumber && (
        <Typography.Paragraph style={{ marginBottom: 4 }}>
          <PhoneOutlined /> {ground.contactNumber}
        </Typography.Paragraph>
      )}
      <Typography.Text strong>{formatHourlyRate(ground.hourlyRate)}</Typography.Text>
    </Card>
  );
}
