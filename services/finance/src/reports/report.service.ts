import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_LABELS,
  INCOME_SOURCES,
  INCOME_SOURCE_LABELS,
  financeCsv,
  monthsOf,
  previousPeriod,
  type ExpenseCategory,
  type FinancePeriod,
  type FinanceSummaryResponse,
  type IncomeSource,
  type RevenueSummaryResponse,
} from '@cricket/contracts';
import { workspaceIdOf } from '@cricket/service-kit';
import type { SignedInContext } from '@cricket/service-kit';
import { ExpenseService } from '../expenses/expense.service';
import { IncomeService } from '../income/income.service';

/** Amounts of one table grouped by a key column and month. */
interface MonthTotal<K extends string> {
  key: K;
  month: string;
  amountPaise: number;
}

const sum = (rows: { amountPaise: number }[]) => rows.reduce((total, row) => total + row.amountPaise, 0);

/** The finance dashboard's totals, the revenue summary and the CSV of a period. */
@Injectable()
export class ReportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly expenses: ExpenseService,
    private readonly income: IncomeService,
  ) {}

  async summary(auth: SignedInContext, period: FinancePeriod): Promise<FinanceSummaryResponse> {
    const workspaceId = workspaceIdOf(auth);
    const [spent, received] = await Promise.all([
      this.monthTotals<ExpenseCategory>('expenses', 'category', workspaceId, period),
      this.monthTotals<IncomeSource>('income', 'source', workspaceId, period),
    ]);
    const totalExpensesPaise = sum(spent);
    const totalIncomePaise = sum(received);
    return {
      period,
      totalExpensesPaise,
      totalIncomePaise,
      netPaise: totalIncomePaise - totalExpensesPaise,
      expensesByCategory: EXPENSE_CATEGORIES.map((category) => ({
        category,
        label: EXPENSE_CATEGORY_LABELS[category],
        amountPaise: sum(spent.filter((row) => row.key === category)),
      })),
      incomeBySource: INCOME_SOURCES.map((source) => ({
        source,
        label: INCOME_SOURCE_LABELS[source],
        amountPaise: sum(received.filter((row) => row.key === source)),
      })),
      byMonth: monthsOf(period).map((month) => ({
        month,
        expensesPaise: sum(spent.filter((row) => row.month === month)),
        incomePaise: sum(received.filter((row) => row.month === month)),
      })),
    };
  }

  async revenue(auth: SignedInContext, period: FinancePeriod): Promise<RevenueSummaryResponse> {
    const workspaceId = workspaceIdOf(auth);
    const previous = previousPeriod(period);
    const [current, before] = await Promise.all([
      this.monthTotals<IncomeSource>('income', 'source', workspaceId, period),
      this.monthTotals<IncomeSource>('income', 'source', workspaceId, previous),
    ]);
    const totalPaise = sum(current);
    const previousTotalPaise = sum(before);
    const byMonth = (rows: MonthTotal<IncomeSource>[], range: FinancePeriod) =>
      monthsOf(range).map((month) => ({ month, amountPaise: sum(rows.filter((row) => row.month === month)) }));
    return {
      period,
      previousPeriod: previous,
      totalPaise,
      previousTotalPaise,
      changePercent: previousTotalPaise > 0 ? Math.round(((totalPaise - previousTotalPaise) * 1000) / previousTotalPaise) / 10 : null,
      bySource: INCOME_SOURCES.map((source) => ({
        source,
        label: INCOME_SOURCE_LABELS[source],
        amountPaise: sum(current.filter((row) => row.key === source)),
        previousAmountPaise: sum(before.filter((row) => row.key === source)),
      })),
      byMonth: byMonth(current, period),
      previousByMonth: byMonth(before, previous),
    };
  }

  async csv(auth: SignedInContext, period: FinancePeriod): Promise<string> {
    const [expenses, income] = await Promise.all([this.expenses.list(auth, period), this.income.list(auth, period)]);
    return financeCsv(expenses, income);
  }

  /** Sums of one workspace's rows in a period, by key column and month (table and column names are ours, never input). */
  private async monthTotals<K extends string>(
    table: 'expenses' | 'income',
    key: 'category' | 'source',
    workspaceId: number,
    period: FinancePeriod,
  ): Promise<MonthTotal<K>[]> {
    const rows: { key: K; month: string; amount: string }[] = await this.dataSource.query(
      `SELECT ${key} AS key, to_char(date, 'YYYY-MM') AS month, SUM(amount_paise) AS amount
         FROM ${table}
        WHERE workspace_id = $1 AND date BETWEEN $2 AND $3
        GROUP BY 1, 2`,
      [workspaceId, period.from, period.to],
    );
    return rows.map((row) => ({ key: row.key, month: row.month, amountPaise: Number(row.amount) }));
  }
}
