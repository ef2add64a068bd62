import { runService } from '@cricket/service-kit';
import { statisticsService } from './service';

void runService('statistics', statisticsService);
