export * from './batches';
export * from './attendance';
export * from './diary';
export * from './figures';
export * from './messages';
export * from './validation';
export * from './api';
export * from './events';
