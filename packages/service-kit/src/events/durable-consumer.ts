import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { EntityManager } from 'typeorm';
import type { ConsumedEvent, EventSubject } from '@cricket/contracts';
import { EventConsumers, type ConsumerOptions } from './event-consumers';

/**
 * The class of a durable consumer. `apply` is a function-typed property, not a method, so the
 * compiler holds it to every declared subject's events (a method would be checked both ways).
 */
export interface DurableConsumerHandler<S extends EventSubject> {
  apply: (manager: EntityManager, events: ConsumedEvent<S>[]) => Promise<void>;
}

const marker = DiscoveryService.createDecorator<ConsumerOptions>();

/**
 * Marks a provider as a durable consumer of `subjects`: the kit starts it at bootstrap, with the
 * batches, inbox, retries and dead letters of `EventConsumers`.
 */
export function DurableConsumer<S extends EventSubject>(options: ConsumerOptions<S>) {
  return (target: abstract new (...args: never[]) => DurableConsumerHandler<S>): void => {
    marker(options)(target);
  };
}

/** Starts every `@DurableConsumer` provider of the app, so no consumer starts itself. */
@Injectable()
export class DurableConsumerStarter implements OnApplicationBootstrap {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly consumers: EventConsumers,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await Promise.all(
      this.discovery.getProviders({ metadataKey: marker.KEY }).map((provider) => {
        // Found by its marker, so it carries the options.
        const options = this.discovery.getMetadataByDecorator(marker, provider)!;
        const consumer: DurableConsumerHandler<EventSubject> = provider.instance;
        return this.consumers.start({ ...options, apply: (manager, events) => consumer.apply(manager, events) });
      }),
    );
  }
}
