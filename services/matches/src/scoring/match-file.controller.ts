// eslint-disable-next-line no-restricted-imports -- a match file is read raw: its routes check its shape themselves (OwnBodyShape)
import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  MATCH_IMPORT_BATCH_BODY_LIMIT_BYTES,
  MATCH_IMPORT_BODY_LIMIT_BYTES,
  matchExportQuery,
  matchImportQuery,
  type CricsheetMatch,
  type MatchExportQuery,
  type MatchImportBatchResponse,
  type MatchImportQuery,
  type MatchImportResponse,
} from '@cricket/contracts';
import { Auth, BodyLimit, OwnBodyShape, RequirePermission, ValidQuery, type SignedInContext } from '@cricket/service-kit';
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
    @ValidQuery(matchImportQuery) query: MatchImportQuery,
    @Body() body: MatchFileBody,
  ): Promise<MatchImportResponse> {
    return this.files.import(auth, query.tournamentId, body);
  }

  /** Several files at once (MatchImportBatchRequest): each file's match, or why it was refused. */
  @Post('import/batch')
  @HttpCode(200)
  @BodyLimit(MATCH_IMPORT_BATCH_BODY_LIMIT_BYTES)
  @OwnBodyShape()
  @RequirePermission('matches', 'create')
  importBatch(
    @Auth() auth: SignedInContext,
    @ValidQuery(matchImportQuery) query: MatchImportQuery,
    @Body() body: MatchFileBody,
  ): Promise<MatchImportBatchResponse> {
    return this.files.importBatch(auth, query.tournamentId, body);
  }

  /** The match as a file (?format=cricsheet: the one format written, so the query is checked and not read further). */
  @Get(':id/export')
  @RequirePermission('matches', 'view')
  export(@Auth() auth: SignedInContext, @Param('id', MatchIdPipe) id: number, @ValidQuery(matchExportQuery) _query: MatchExportQuery): Promise<CricsheetMatch> {
    return this.files.export(auth, id);
  }
}
