import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

function firstMessage(errors: ValidationError[]): string {
  for (const error of errors) {
    const own = error.constraints ? Object.values(error.constraints)[0] : undefined;
    if (own) return own;
    const nested = error.children?.length ? firstMessage(error.children) : undefined;
    if (nested) return nested;
  }
  return 'Invalid input';
}

/**
 * Leaves path and query values as the client sent them: Nest's implicit `Number(value)` read
 * `0x10` as 16 and `1e1` as 10. Each such value is read strictly by its own pipe (`IdPipe`).
 */
class StrictValidationPipe extends ValidationPipe {
  protected override transformPrimitive(value: unknown): unknown {
    return value;
  }
}

/** DTO validation whose 400 carries the first failing rule's spec message. */
export function createValidationPipe(): ValidationPipe {
  return new StrictValidationPipe({
    whitelist: true,
    transform: true,
    exceptionFactory: (errors) => new BadRequestException(firstMessage(errors)),
  });
}
