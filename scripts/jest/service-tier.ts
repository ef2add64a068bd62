// Jest reads `testTimeout` from the root config only (a project's own is ignored), so each tier
// with real parts sets its own here: a service's start (its database created and migrated, a
// test NATS server spawned) outlasts jest's default of 5 s on a loaded 2-core machine.
import './retry-once';

jest.setTimeout(30_000);
