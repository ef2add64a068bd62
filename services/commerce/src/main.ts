import { runService } from '@cricket/service-kit';
import { commerceService } from './service';

void runService('commerce', commerceService);
