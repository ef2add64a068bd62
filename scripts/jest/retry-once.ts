// The service and browser tiers run against real timers, a real PostgreSQL, NATS and
// Chromium on a 2-core machine: a test can lose a race with the machine (an ack not yet at
// the broker when a test stops it, a click landing while an overlay mounts). One retry,
// with the first failure printed, keeps such a miss visible; scripts/test.mjs names every
// retried test and fails past a small budget, and a test that is really broken fails twice.
jest.retryTimes(1, { logErrorsBeforeRetry: true });
