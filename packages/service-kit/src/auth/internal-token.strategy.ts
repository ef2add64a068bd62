import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { INTERNAL_AUTH_HEADER, type AuthContext } from '@cricket/contracts';
import type { ServiceConfig } from '../config/service-config';
import { SERVICE_CONFIG } from '../bootstrap/tokens';
import { INTERNAL_TOKEN_ISSUER, internalTokenKey } from './internal-token';

export const INTERNAL_STRATEGY = 'internal-token';

/** Verifies the gateway's token; services trust no other statement of identity. */
@Injectable()
export class InternalTokenStrategy extends PassportStrategy(Strategy, INTERNAL_STRATEGY) {
  constructor(@Inject(SERVICE_CONFIG) config: ServiceConfig) {
    super({
      jwtFromRequest: ExtractJwt.fromHeader(INTERNAL_AUTH_HEADER),
      // passport-jwt's types predate key objects; it hands the key to jsonwebtoken as it is.
      secretOrKey: internalTokenKey(config.internalTokenSecret) as unknown as Buffer,
      algorithms: ['HS256'],
      issuer: INTERNAL_TOKEN_ISSUER,
    });
  }

  validate(payload: { ctx: AuthContext }): AuthContext {
    return payload.ctx;
  }
}
