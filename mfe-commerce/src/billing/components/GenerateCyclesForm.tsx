import { BILLING_MESSAGES, formatMonth, generateCyclesBody, type GenerateCyclesResponse } from '@cricket/contracts';
import { PermissionGuard, schemaRule } from '@cricket/shell-sdk';
import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { currentPeriod, todayIso } from '../../common/utils/format';
import { BILLING_TEXTS } from '../../texts';
import { useGenerateCycles } from '../hooks/useBillingMutations';
import { CyclesTable } from './CyclesTable';

/** The month to bill, then the cycles that month has. */
export function GenerateCyclesForm() {
  const [result, setResult] = useState<GenerateCyclesResponse | null>(null);
  const generate = useGenerateCycles();
  return (
    <Flex vertical gap={16}>
      <Card>
        <Typography.Paragraph type="secondary">{BILLING_TEXTS.generateHint}</Typography.Paragraph>
        <Form<{ period: string }> layout="inline" name="generate-cycles" initialValues={{ period: currentPeriod() }} onFinish={({ period }) => generate.mutate(period, { onSuccess: setResult })}>
          <Form.Item
            name="period"
            label={BILLING_TEXTS.period}
            rules={[{ required: true, message: BILLING_MESSAGES.period }, schemaRule(generateCyclesBody(todayIso).entries.period)]}
          >
            <Input type="month" />
          </Form.Item>
          <PermissionGuard module="billing" action="create" mode="disable" showTooltip>
            <Button type="primary" htmlType="submit" loading={generate.isPending}>
              {BILLING_TEXTS.generate}
            </Button>
          </PermissionGuard>
        </Form>
      </Card>
      {result && (
        <Card title={`${formatMonth(result.period)}: ${BILLING_TEXTS.generatedText(result.created, result.existing)}`}>
          <CyclesTable cycles={result.cycles} />
        </Card>
      )}
    </Flex>
  );
}
