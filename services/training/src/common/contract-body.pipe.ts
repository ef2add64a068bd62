import { BadRequestException, type PipeTransform } from '@nestjs/common';
import type { TrainingParsed } from '@cricket/contracts';

/**
 * Validates a body (or query) with the parser from contracts, so the service and the forms
 * share one rule and one message per field; the handler receives the normalised value.
 */
export class ContractPipe<T> implements PipeTransform<unknown, T> {
  constructor(private readonly parse: (input: unknown) => TrainingParsed<T>) {}

  transform(input: unknown): T {
    const result = this.parse(input);
    if (!result.ok) throw new BadRequestException(result.message);
    return result.value;
  }
}
