export * from './match-figures';
export * from './dismissals';
export * from './career';
export * from './leaderboards';
export * from './player-of-the-match';
export * from './api';
export * from './labels';
