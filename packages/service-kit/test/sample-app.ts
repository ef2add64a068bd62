import { Controller, Get, Module, Post, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Column, Entity, PrimaryGeneratedColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { v, type AuthContext } from '@cricket/contracts';
import { Auth, Outbox, Public, RequirePermission, ServiceKitModule, ValidBody, type ServiceDefinition, type ServiceRuntime } from '../src';

/** A minimal service used to test the kit itself. */
@Entity('notes')
export class Note {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('text')
  text: string;
}

export class CreateNotes1763700000001 implements MigrationInterface {
  async up(q: QueryRunner) {
    await q.query('CREATE TABLE notes (id serial PRIMARY KEY, text text NOT NULL)');
  }
  async down(q: QueryRunner) {
    await q.query('DROP TABLE notes');
  }
}

const TEXT_MESSAGE = 'Text must be at least 3 characters';
const noteBody = v.object({ text: v.pipe(v.string(TEXT_MESSAGE), v.minLength(3, TEXT_MESSAGE)) });

@Controller('notes')
class NotesController {
  constructor(private readonly outbox: Outbox) {}

  @Get('public')
  @Public()
  publicInfo(@Auth() auth: AuthContext) {
    return { signedIn: auth.user !== null };
  }

  @Post()
  @RequirePermission('matches', 'create')
  create(@Auth() auth: AuthContext, @ValidBody(noteBody) dto: v.InferOutput<typeof noteBody>) {
    return this.outbox.transaction(async (manager, emit) => {
      const note = await manager.save(Note, { text: dto.text });
      emit('matches.match.created', { matchId: note.id }, { workspaceId: auth.workspace?.id ?? null, actorId: auth.user?.id ?? null });
      return note;
    });
  }
}

@Module({})
class SampleModule {
  static forRoot(runtime: ServiceRuntime): DynamicModule {
    return {
      module: SampleModule,
      imports: [
        ServiceKitModule.forRoot(runtime, { entities: [Note], migrations: [CreateNotes1763700000001] }),
        TypeOrmModule.forFeature([Note]),
      ],
      controllers: [NotesController],
    };
  }
}

export const sampleService: ServiceDefinition = { module: (runtime) => SampleModule.forRoot(runtime), database: true };
