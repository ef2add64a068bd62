import { Controller, ForbiddenException, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { AUTH_MESSAGES } from '@cricket/contracts';
import { Auth, type SignedInContext } from '../auth/decorators';
import { EventConsumers, type DeadLetter } from './event-consumers';

const operatorOnly = (auth: SignedInContext) => {
  if (auth.user.role !== 'admin') throw new ForbiddenException(AUTH_MESSAGES.forbidden);
};

/** An operator's view of the events a consumer parked, and the replay once the cause is fixed; global admins only. */
@ApiExcludeController()
@Controller('internal/dead-letters')
export class DeadLetterController {
  constructor(private readonly consumers: EventConsumers) {}

  @Get()
  list(@Auth() auth: SignedInContext): Promise<DeadLetter[]> {
    operatorOnly(auth);
    return this.consumers.deadLetters();
  }

  @Post(':consumer/:eventId/replay')
  @HttpCode(204)
  replay(@Auth() auth: SignedInContext, @Param('consumer') consumer: string, @Param('eventId', ParseUUIDPipe) eventId: string): Promise<void> {
    operatorOnly(auth);
    return this.consumers.replay(consumer, eventId);
  }
}
