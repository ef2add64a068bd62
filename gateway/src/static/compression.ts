import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';

/** Answers below this are sent as they are: compressing them saves less than it costs. */
const THRESHOLD = 1024;

/**
 * Compresses what the gateway answers on the fly: the services' answers it relays (JSON, CSV)
 * and its own, above 1 KB, with brotli at quality 4 (the plugin's default; 11 costs far more CPU
 * than it saves bytes) or gzip. It hooks the routes registered after it: the proxy, the docs
 * assets and the front ends, whose files arrive already compressed from the build and are left as
 * they are. `text/event-stream` is never buffered into a compressor, `/ws` upgrades never reach a
 * Fastify reply, and request bodies stream to the services untouched (no request decompression).
 */
export async function registerCompression(fastify: FastifyInstance): Promise<void> {
  // The plugin compresses any stream whatever its size; a relayed answer whose length says it is
  // small is collected first (at most 1 KB), so the threshold holds for it too. Instance hooks run
  // before the plugin's route hooks.
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    const length = Number(reply.getHeader('content-length'));
    if (!(payload instanceof Readable) || !(length < THRESHOLD)) return done(null, payload);
    collect(payload).then((body) => done(null, body), done);
  });
  await fastify.register(fastifyCompress, { global: true, globalDecompression: false, threshold: THRESHOLD, encodings: ['br', 'gzip'] });
}

/** A small stream's bytes, read plainly (no async iterator per answer). */
function collect(stream: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.once('end', () => resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
    stream.once('error', reject);
  });
}
