import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  MATCH_IMPORT_BATCH_BODY_LIMIT_BYTES,
  MATCH_IMPORT_BODY_LIMIT_BYTES,
  type CricsheetMatch,
  type MatchImportBatchResponse,
  type MatchImportResponse,
} from '@cricket/contracts';
import { Auth, BodyLimit, OwnBodyShape, RequirePermission, type SignedInContext } from '@cricket/service-kit';
import { MatchIdPipe } from '../common/id.pipes';
import { MatchFileService } from './match-file.service';

/** The file is checked by the shared shape rules (contracts scoring/cricsheet-shape.ts), then by the engine. */
type MatchFileBody = Record<string, unknown>;

@ApiTags('Matches')
@Controller('api/my/matches')
export class MatchFileController {
  constructor(private readonly files: MatchFileService) {}

  /** A whole scored match from a file (?format=cricsheet), into the current workspace and optionally one of its tournaments (?tournamentId=). */
  @Post('import')
  @BodyLimit(MATCH_IMPORT_BODY_LIMIT_BYTES)
  @OwnBodyShape()
  @RequirePermission('matches', 'create')
  import(
    @Auth() auth: SignedInContext,
    @Query('format') format: string,
    @Query('tournamentId') tournamentId: string | undefined,
    @Body() body: MatchFileBody,
  ): Promise<MatchImportResponse> {
    return this.files.import(auth, format, tournamentId, body);
  }

  /** Several files at once (MatchImportBatchRequest): each file's match, or why it was refused. */
  @Post('import/batch')
  @HttpCode(200)
  @BodyLimit(MATCH_IMPORT_BATCH_BODY_LIMIT_BYTES)
  @OwnBodyShape()
  @RequirePermission('matches', 'create')
  importBatch(
    @Auth() auth: SignedInContext,
    @Query('format') format: string,
    @Query('tournamentId') tournamentId: string | undefined,
    @Body() body: MatchFileBody,
  ): Promise<MatchImportBatchResponse> {
    return this.files.importBatch(auth, format, tournamentId, body);
  }

  @Get(':id/export')
  @RequirePermission('matches', 'view')
  export(@Auth() auth: SignedInContext, @Param('id', MatchIdPipe) id: number, @Query('format') format: string): Promise<CricsheetMatch> {
    return this.files.export(auth, id, format);
  }
}
