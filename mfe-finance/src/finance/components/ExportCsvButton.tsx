import { financeCsv, financeCsvFileName, type ExpenseResponse, type FinancePeriod, type IncomeResponse } from '@cricket/contracts';
import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { FINANCE_UI_TEXTS } from '../../texts';
import { downloadText } from '../utils/download';

interface ExportCsvButtonProps {
  period: FinancePeriod;
  expenses: ExpenseResponse[] | undefined;
  income: IncomeResponse[] | undefined;
}

/** The period's expenses and income as CSV, built from the rows on screen with the service's own CSV rule. */
export function ExportCsvButton({ period, expenses, income }: ExportCsvButtonProps) {
  const ready = expenses !== undefined && income !== undefined;
  return (
    <Button
      icon={<DownloadOutlined />}
      disabled={!ready}
      onClick={() => downloadText(financeCsvFileName(period), financeCsv(expenses ?? [], income ?? []), 'text/csv;charset=utf-8')}
    >
      {FINANCE_UI_TEXTS.exportCsv}
    </Button>
  );
}
