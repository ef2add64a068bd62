import { runService } from '@cricket/service-kit';
import { groundsService } from './service';

void runService('grounds', groundsService);
