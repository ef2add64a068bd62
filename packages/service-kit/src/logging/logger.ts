import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';

export function createLogger(service: string, level: string): Logger {
  return pino({
    level,
    base: { service },
    // Credentials never reach a log line, whatever a caller passes in.
    redact: { paths: ['password', '*.password', 'currentPassword', 'newPassword', 'req.headers.cookie', 'req.headers["x-internal-auth"]'], censor: '[redacted]' },
  });
}

/** Routes Nest's own logging into the service's pino logger. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
