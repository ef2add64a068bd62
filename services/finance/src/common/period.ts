import { BadRequestException } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { parsePeriod, utcToday, type FinancePeriod } from '@cricket/contracts';

/** `?from=&to=` of the summary, revenue and export reads (YYYY-MM-DD, both included). */
export class PeriodQuery {
  @ApiPropertyOptional({ example: '2026-11-01' })
  @Allow()
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-30' })
  @Allow()
  to?: string;
}

/** The asked period, or this month when none is given; a malformed one is a 400. */
export function periodOf(query: PeriodQuery): FinancePeriod {
  const period = parsePeriod(query.from, query.to, utcToday());
  if ('message' in period) throw new BadRequestException(period.message);
  return period;
}

/** Optional period filter of the list reads: none means every entry. */
export function optionalPeriodOf(query: PeriodQuery): FinancePeriod | null {
  return query.from === undefined && query.to === undefined ? null : periodOf(query);
}
