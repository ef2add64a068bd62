import { subjectMatches, type EventEnvelope } from '@cricket/contracts';
import type { Logger } from 'pino';
import type { EventBus, EventHandler, EventSubscription } from './event-bus';

interface Registration {
  subjects: string[];
  handler: EventHandler;
}

/** The embedded mode's bus: every app of the one process shares it. */
export class InProcessEventBus implements EventBus {
  private readonly registrations = new Set<Registration>();

  constructor(private readonly logger?: Logger) {}

  async publish(event: EventEnvelope): Promise<void> {
    for (const registration of this.registrations) {
      if (!registration.subjects.some((s) => subjectMatches(s, event.type))) continue;
      // Delivered after the publisher's turn, as a broker would, and isolated per handler.
      setImmediate(() => {
        registration.handler(event).catch((error: unknown) => {
          this.logger?.error({ err: error, event: event.type, eventId: event.id }, 'event handler failed');
        });
      });
    }
  }

  async subscribe(_consumer: string, subjects: string[], handler: EventHandler): Promise<EventSubscription> {
    const registration = { subjects, handler };
    this.registrations.add(registration);
    return { close: async () => void this.registrations.delete(registration) };
  }

  async close(): Promise<void> {
    this.registrations.clear();
  }
}
