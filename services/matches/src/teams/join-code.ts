import { randomInt } from 'node:crypto';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '@cricket/contracts';
import { uniqueViolation } from '@cricket/service-kit';

const JOIN_CODE_ATTEMPTS = 5;

export function newJoinCode(): string {
  return Array.from({ length: JOIN_CODE_LENGTH }, () => JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)]).join('');
}

/** Runs a transaction that creates teams again (with new codes) when a join code drawn for one is already taken. */
export async function withFreshJoinCodes<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (uniqueViolation(error) !== 'teams_join_code_key' || attempt >= JOIN_CODE_ATTEMPTS) throw error;
    }
  }
}
