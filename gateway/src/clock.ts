import { Injectable } from '@nestjs/common';

/** The time sessions are measured by: one provider, so a test can move it forward. */
@Injectable()
export class Clock {
  now(): number {
    return Date.now();
  }
}
