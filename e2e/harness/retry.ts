// A journey drives a real browser against nine real processes on a 2-core machine; a
// click that lands while an overlay is still mounting can be lost, as it can for a person.
// One retry, with the first failure printed, keeps such a miss visible without failing
// CI, while a journey that is really broken still fails twice.
jest.retryTimes(1, { logErrorsBeforeRetry: true });
