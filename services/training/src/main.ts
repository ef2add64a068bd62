import { runService } from '@cricket/service-kit';
import { trainingService } from './service';

void runService('training', trainingService);
