import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ServiceKitModule, type ServiceRuntime } from '@cricket/service-kit';
import { AuthController } from './auth/auth.controller';
import { AuthService } from './auth/auth.service';
import { Clock } from './clock';
import { AuthContextService } from './context/auth-context.service';
import { IdentityClient } from './context/identity.client';
import { InternalTokens } from './context/internal-tokens';
import { DocsController } from './docs/docs.controller';
import { DocsService } from './docs/docs.service';
import { GATEWAY_OPTIONS, type ResolvedGatewayOptions } from './gateway-options';
import { ProxyService } from './proxy/proxy.service';
import { Upstreams } from './proxy/upstreams';
import { CsrfGuard } from './security/csrf.guard';
import { CreateThrottles1764000000000 } from './security/create-throttles.migration';
import { Throttle } from './security/throttle.service';
import { CreateSessions1763800000000 } from './sessions/create-sessions.migration';
import { Session } from './sessions/session.entity';
import { SessionEndings } from './sessions/session-endings';
import { SessionService } from './sessions/session.service';

/** The gateway: sessions in its own database, no internal-token guard (it is the one that signs tokens). */
@Module({})
export class AppModule {
  static forRoot(runtime: ServiceRuntime, options: ResolvedGatewayOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceKitModule.forRoot(runtime, { entities: [Session], migrations: [CreateSessions1763800000000, CreateThrottles1764000000000], internalAuth: false }),
        TypeOrmModule.forFeature([Session]),
      ],
      controllers: [AuthController, DocsController],
      providers: [
        { provide: GATEWAY_OPTIONS, useValue: options },
        Upstreams,
        Clock,
        SessionEndings,
        SessionService,
        InternalTokens,
        IdentityClient,
        AuthContextService,
        Throttle,
        CsrfGuard,
        AuthService,
        ProxyService,
        DocsService,
      ],
    };
  }
}
