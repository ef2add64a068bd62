export * from './fields';
export * from './input';
export * from './dates';
export * from './text';
export * from './image';
export * from './schema';
