export * from './model';
export * from './slots';
export * from './booking-dates';
export * from './transitions';
export * from './messages';
export * from './money';
export * from './events';
export * from './validation';
