export * from './event-bus';
export * from './in-process-bus';
export * from './nats-bus';
export * from './outbox.entity';
export * from './outbox.migration';
export * from './outbox.service';
export * from './outbox-relay';
