import { EXPENSE_CATEGORY_LABELS, formatDate, formatRupees, type BudgetResponse } from '@cricket/contracts';
import { Card, Col, Empty, Flex, Row, Skeleton, Typography } from 'antd';
import { financeLinks } from '../utils/paths';
import { FINANCE_UI_TEXTS } from '../../texts';
import { BudgetProgressBar } from './BudgetProgressBar';
import { EntryActions } from './EntryActions';

interface BudgetsListProps {
  budgets: BudgetResponse[];
  loading: boolean;
}

export function BudgetsList({ budgets, loading }: BudgetsListProps) {
  if (loading) return <Skeleton active />;
  if (!budgets.length) return <Empty description={FINANCE_UI_TEXTS.noBudgets} />;
  return (
    <Row gutter={[16, 16]}>
      {budgets.map((budget) => (
        <Col key={budget.id} xs={24} md={12}>
          <Card data-testid="budget-card" title={budget.name} extra={formatRupees(budget.amountPaise)}>
            <Flex vertical gap={8}>
              <Typography.Text type="secondary">
                {EXPENSE_CATEGORY_LABELS[budget.category]} · {formatDate(budget.startDate)} – {formatDate(budget.endDate)}
              </Typography.Text>
              <BudgetProgressBar budget={budget} />
              <EntryActions kind="budget" id={budget.id} viewPath={financeLinks.viewBudget(budget.id)} editPath={financeLinks.editBudget(budget.id)} />
            </Flex>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
