import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ServiceKitModule, workspaceRepositories, type ServiceRuntime } from '@cricket/service-kit';
import { AttendanceFactsService } from './attendance/attendance-facts.service';
import { AttendanceList } from './attendance/attendance-list.entity';
import { AttendanceRecord } from './attendance/attendance-record.entity';
import { AttendanceSession } from './attendance/attendance-session.entity';
import { ListController } from './attendance/list.controller';
import { ListMember } from './attendance/list-member.entity';
import { ListService } from './attendance/list.service';
import { CheckInController, SessionController } from './attendance/session.controller';
import { SessionService } from './attendance/session.service';
import { BatchController } from './batches/batch.controller';
import { BatchService } from './batches/batch.service';
import { TrainingBatch } from './batches/training-batch.entity';
import { DiaryController } from './diary/diary.controller';
import { DiaryEntry } from './diary/diary-entry.entity';
import { DiaryService } from './diary/diary.service';
import { EnrollmentController } from './enrollments/enrollment.controller';
import { Enrollment } from './enrollments/enrollment.entity';
import { EnrollmentService } from './enrollments/enrollment.service';
import { CreateTraining1763700000600 } from './migrations/1763700000600-create-training';
import { TrainingTextLimits1763700000610 } from './migrations/1763700000610-training-text-limits';

export const TRAINING_ENTITIES = [TrainingBatch, Enrollment, AttendanceList, ListMember, AttendanceSession, AttendanceRecord, DiaryEntry];
export const TRAINING_MIGRATIONS = [CreateTraining1763700000600, TrainingTextLimits1763700000610];

/** Training batches and enrollments, attendance with QR check-in, and the daily diary. */
@Module({})
export class TrainingAppModule {
  static forRoot(runtime: ServiceRuntime): DynamicModule {
    return {
      module: TrainingAppModule,
      imports: [ServiceKitModule.forRoot(runtime, { entities: TRAINING_ENTITIES, migrations: TRAINING_MIGRATIONS }), TypeOrmModule.forFeature([ListMember, DiaryEntry])],
      controllers: [BatchController, EnrollmentController, ListController, SessionController, CheckInController, DiaryController],
      providers: [
        ...workspaceRepositories(TrainingBatch, Enrollment, AttendanceList, AttendanceSession),
        AttendanceFactsService,
        BatchService,
        EnrollmentService,
        ListService,
        SessionService,
        DiaryService,
      ],
    };
  }
}
