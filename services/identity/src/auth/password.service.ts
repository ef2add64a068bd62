import { Injectable } from '@nestjs/common';
import { hash, verify, type Options } from '@node-rs/argon2';

// Argon2id (algorithm 2) with the library's defaults: 19 MiB, 2 passes, 1 lane (OWASP's minimum).
const OPTIONS: Options = { algorithm: 2 as NonNullable<Options['algorithm']> };

/** Hashes and checks passwords; hashes stay inside this service. */
@Injectable()
export class PasswordService {
  private dummy: Promise<string> | null = null;

  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  /**
   * Checks a password against a stored hash. With no hash (unknown user) it still does the
   * same argon2 work against a throw-away hash, so timing does not tell whether a user exists.
   */
  async verify(storedHash: string | null, password: string): Promise<boolean> {
    const target = storedHash ?? (await this.dummyHash());
    const matches = await verify(target, password).catch(() => false);
    return storedHash !== null && matches;
  }

  private dummyHash(): Promise<string> {
    this.dummy ??= hash(`no-such-user-${Math.random()}`, OPTIONS);
    return this.dummy;
  }
}
