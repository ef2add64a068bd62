import type { DiaryDerived } from '@cricket/contracts';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { DIARY_UI_TEXTS } from '../../texts';
import { formatFigure } from '../utils/formatFigure';

/** Strike rate, boundary percentage and economy: shown, never typed. */
export function DerivedFigures({ derived }: { derived: DiaryDerived }) {
  const figures = [
    { key: 'strikeRate', title: DIARY_UI_TEXTS.strikeRate, value: formatFigure(derived.strikeRate) },
    { key: 'boundaryPercentage', title: DIARY_UI_TEXTS.boundaryPercentage, value: formatFigure(derived.boundaryPercentage, '%') },
    { key: 'economy', title: DIARY_UI_TEXTS.economy, value: formatFigure(derived.economy) },
  ];
  return (
    <Card size="small" title={DIARY_UI_TEXTS.derivedTitle}>
      <Row gutter={16}>
        {figures.map((figure) => (
          <Col key={figure.key} xs={8}>
            <Statistic title={figure.title} value={figure.value} data-testid={`derived-${figure.key}`} />
          </Col>
        ))}
      </Row>
      <Typography.Text type="secondary">{DIARY_UI_TEXTS.derivedNote}</Typography.Text>
    </Card>
  );
}
