import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceKitModule, type ServiceRuntime } from '@cricket/service-kit';
import { RealtimeEventConsumer } from './events/realtime-event.consumer';
import { RealtimeSocketServer } from './sockets/realtime-socket.server';

/** Realtime owns no database: sockets at /ws fed by domain events (DESIGN.md §5). */
@Module({})
export class RealtimeModule {
  static forRoot(runtime: ServiceRuntime): DynamicModule {
    return {
      module: RealtimeModule,
      imports: [ServiceKitModule.forRoot(runtime)],
      providers: [RealtimeSocketServer, RealtimeEventConsumer],
      exports: [RealtimeSocketServer],
    };
  }
}
