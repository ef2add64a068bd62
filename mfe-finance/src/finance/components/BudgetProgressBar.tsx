import { BUDGET_LIMIT_PERCENT, formatRupees, type BudgetResponse } from '@cricket/contracts';
import { Alert, Flex, Progress, Typography } from 'antd';
import { FINANCE_UI_TEXTS } from '../../texts';

const STATUS = { ok: 'normal', warning: 'active', exceeded: 'exception' } as const;
const WARNING_COLOR = '#d97706';

/** Spent against the amount, with the rule's warning at 80 % and at 100 % (from the service, computed once in contracts). */
export function BudgetProgressBar({ budget }: { budget: BudgetResponse }) {
  return (
    <Flex vertical gap={4}>
      <Progress
        percent={Math.min(budget.percentUsed, BUDGET_LIMIT_PERCENT)}
        format={() => `${budget.percentUsed}%`}
        status={STATUS[budget.level]}
        strokeColor={budget.level === 'warning' ? WARNING_COLOR : undefined}
        aria-label={`${budget.name} ${budget.percentUsed}%`}
      />
      <Flex justify="space-between" wrap gap={8}>
        <Typography.Text type="secondary">
          {FINANCE_UI_TEXTS.spent}: {formatRupees(budget.spentPaise)} / {formatRupees(budget.amountPaise)}
        </Typography.Text>
        <Typography.Text type="secondary">
          {FINANCE_UI_TEXTS.remaining}: {formatRupees(budget.remainingPaise)}
        </Typography.Text>
      </Flex>
      {budget.warning && <Alert type={budget.level === 'exceeded' ? 'error' : 'warning'} showIcon title={budget.warning} />}
    </Flex>
  );
}
