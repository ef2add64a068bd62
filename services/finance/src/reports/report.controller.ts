import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  FINANCE_MODULES,
  financeCsvFileName,
  financePeriodQuery,
  type FinancePeriodQuery,
  type FinanceSummaryResponse,
  type RevenueSummaryResponse,
} from '@cricket/contracts';
import { Auth, RequirePermission, ValidQuery, type SignedInContext } from '@cricket/service-kit';
import { ReportService } from './report.service';

/** Reads over a period (`?from=&to=`, this month by default). */
@ApiTags('Finance reports')
@Controller('api')
export class ReportController {
  constructor(private readonly reports: ReportService) {}

  @Get('expenses/summary')
  @RequirePermission(FINANCE_MODULES.entries, 'view')
  summary(@Auth() auth: SignedInContext, @ValidQuery(financePeriodQuery) { period }: FinancePeriodQuery): Promise<FinanceSummaryResponse> {
    return this.reports.summary(auth, period);
  }

  /** The CSV headers are set once the file is made: a refused period still answers the JSON error. */
  @Get('expenses/export')
  @RequirePermission(FINANCE_MODULES.entries, 'view')
  async exportCsv(@Auth() auth: SignedInContext, @ValidQuery(financePeriodQuery) { period }: FinancePeriodQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const csv = await this.reports.csv(auth, period);
    reply.header('Content-Type', 'text/csv; charset=utf-8');
    reply.header('Content-Disposition', `attachment; filename="${financeCsvFileName(period)}"`);
    return csv;
  }

  @Get('revenue/summary')
  @RequirePermission(FINANCE_MODULES.revenue, 'view')
  revenue(@Auth() auth: SignedInContext, @ValidQuery(financePeriodQuery) { period }: FinancePeriodQuery): Promise<RevenueSummaryResponse> {
    return this.reports.revenue(auth, period);
  }
}
