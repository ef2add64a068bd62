import { BadRequestException, type PipeTransform } from '@nestjs/common';
import type { CommerceParsed } from '@cricket/contracts';

/** A body read by one of the contracts' parsers (shared with the forms): 400 with its first message. */
export function parsed<T>(parse: (input: unknown) => CommerceParsed<T>): PipeTransform<unknown, T> {
  return {
    transform(value: unknown): T {
      const result = parse(value);
      if (!result.ok) throw new BadRequestException(result.message);
      return result.value;
    },
  };
}
