export * from './fields';
export * from './input';
export * from './dates';
