import type { ScoringStateResponse } from '@cricket/contracts';
import { Card, Col, Flex, Row, Tabs } from 'antd';
import { useState } from 'react';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import { InningsCard } from './InningsCard';
import { ManhattanChart } from './ManhattanChart';
import { WormChart } from './WormChart';

/** The over charts of the main innings and every innings' scorecard, one tab each (the latest open). */
export function Scorecards({ view }: { view: ScoringStateResponse }) {
  const innings = view.scorecard.innings;
  // The tab a fan picked, until a new innings starts: then its card opens.
  const [picked, setPicked] = useState<{ key: string; inningsCount: number } | null>(null);
  if (innings.length === 0) return null;
  const latest = String(innings[innings.length - 1].number);
  const activeKey = picked?.inningsCount === innings.length ? picked.key : latest;
  const main = innings.filter((one) => !one.superOver);
  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Row gutter={[16, 16]}>
          <Col xs={24} md={12}>
            <WormChart innings={main} />
          </Col>
          <Col xs={24} md={12}>
            <ManhattanChart innings={main} />
          </Col>
        </Row>
      </Card>
      <Card size="small" title={TEXTS.scorecard}>
        <Tabs
          activeKey={activeKey}
          onChange={(key) => setPicked({ key, inningsCount: innings.length })}
          items={innings.map((one) => ({
            key: String(one.number),
            label: TEXTS.inningsLabel(one.team, one.number, one.superOver),
            children: <InningsCard innings={one} />,
          }))}
        />
      </Card>
    </Flex>
  );
}
