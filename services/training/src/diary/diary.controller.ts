import { BadRequestException, Controller, Delete, Get, Param, Put, type PipeTransform } from '@nestjs/common';
import {
  DIARY_MESSAGES,
  diaryEntryBody,
  diaryPeriodQuery,
  diarySummaryQuery,
  isIsoDate,
  type DiaryEntryBody,
  type DiaryPeriodQuery,
  type DiarySummaryQuery,
} from '@cricket/contracts';
import { Auth, ValidBody, ValidQuery, type SignedInContext } from '@cricket/service-kit';
import { DiaryService } from './diary.service';

/** /diary/entry/{date} with an impossible date answers the diary's clear message. */
class DiaryDatePipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isIsoDate(value)) throw new BadRequestException(DIARY_MESSAGES.date);
    return value;
  }
}

/** Personal: any signed-in person keeps a diary, in or out of a workspace; no module permission applies. */
@Controller('api/diary')
export class DiaryController {
  constructor(private readonly diary: DiaryService) {}

  @Get('entries')
  list(@Auth() auth: SignedInContext, @ValidQuery(diaryPeriodQuery) period: DiaryPeriodQuery) {
    return this.diary.list(auth, period);
  }

  @Get('entries/:date')
  get(@Auth() auth: SignedInContext, @Param('date', DiaryDatePipe) date: string) {
    return this.diary.get(auth, date);
  }

  @Put('entries/:date')
  save(@Auth() auth: SignedInContext, @Param('date', DiaryDatePipe) date: string, @ValidBody(diaryEntryBody) input: DiaryEntryBody) {
    return this.diary.save(auth, date, input);
  }

  @Delete('entries/:date')
  remove(@Auth() auth: SignedInContext, @Param('date', DiaryDatePipe) date: string) {
    return this.diary.remove(auth, date);
  }

  @Get('summary')
  summary(@Auth() auth: SignedInContext, @ValidQuery(diarySummaryQuery) query: DiarySummaryQuery) {
    const { today, ...period } = query;
    return this.diary.summary(auth, period, today ?? null);
  }
}
