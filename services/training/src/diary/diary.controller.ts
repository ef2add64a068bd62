import { BadRequestException, Body, Controller, Delete, Get, Param, Put, Query, type PipeTransform } from '@nestjs/common';
import { DIARY_MESSAGES, isIsoDate, parseDiaryEntry, parseTrainingPeriod } from '@cricket/contracts';
import { Auth, type SignedInContext } from '@cricket/service-kit';
import { ContractPipe } from '../common/contract-body.pipe';
import { DiaryService, type Period } from './diary.service';

/** /diary/entry/{date} with an impossible date answers the diary's clear message. */
class DiaryDatePipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isIsoDate(value)) throw new BadRequestException(DIARY_MESSAGES.date);
    return value;
  }
}

function periodOf(from: string | undefined, to: string | undefined): Period {
  const period = parseTrainingPeriod(from, to, DIARY_MESSAGES.range);
  if (!period.ok) throw new BadRequestException(period.message);
  return period.value;
}

/** Personal: any signed-in person keeps a diary, in or out of a workspace; no module permission applies. */
@Controller('api/diary')
export class DiaryController {
  constructor(private readonly diary: DiaryService) {}

  @Get('entries')
  list(@Auth() auth: SignedInContext, @Query('from') from?: string, @Query('to') to?: string) {
    return this.diary.list(auth, periodOf(from, to));
  }

  @Get('entries/:date')
  get(@Auth() auth: SignedInContext, @Param('date', DiaryDatePipe) date: string) {
    return this.diary.get(auth, date);
  }

  @Put('entries/:date')
  save(
    @Auth() auth: SignedInContext,
    @Param('date', DiaryDatePipe) date: string,
    @Body(new ContractPipe(parseDiaryEntry)) input: Parameters<DiaryService['save']>[2],
  ) {
    return this.diary.save(auth, date, input);
  }

  @Delete('entries/:date')
  remove(@Auth() auth: SignedInContext, @Param('date', DiaryDatePipe) date: string) {
    return this.diary.remove(auth, date);
  }

  @Get('summary')
  summary(@Auth() auth: SignedInContext, @Query('from') from?: string, @Query('to') to?: string, @Query('today') today?: string) {
    if (today !== undefined && !isIsoDate(today)) throw new BadRequestException(DIARY_MESSAGES.date);
    return this.diary.summary(auth, periodOf(from, to), today ?? null);
  }
}
