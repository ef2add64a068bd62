export * from './model';
export * from './derived';
export * from './events';
