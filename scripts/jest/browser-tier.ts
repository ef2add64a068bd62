// The browser tier's default timeout (see service-tier.ts): a journey builds a product and walks it in Chromium.
import './retry-once';

jest.setTimeout(120_000);
