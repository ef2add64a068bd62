import { runService } from '@cricket/service-kit';
import { financeService } from './service';

void runService('finance', financeService);
