import { runService } from '@cricket/service-kit';
import { realtimeService } from './service';

void runService('realtime', realtimeService);
