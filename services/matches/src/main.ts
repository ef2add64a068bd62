import { runService } from '@cricket/service-kit';
import { matchesService } from './service';

void runService('matches', matchesService);
