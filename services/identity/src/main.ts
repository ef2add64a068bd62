import { runService } from '@cricket/service-kit';
import { identityService } from './service';

void runService('identity', identityService);
