import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFile, stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { REMOTE_MANIFEST_PATH, type RemoteManifest } from '@cricket/contracts';
import { NOT_FOUND_BODY } from '../errors';
import { federationManifest, scanRemotes, withManifest } from './remotes';

export interface StaticOptions {
  frontendDir: string;
  remotesDir: string;
}

const LONG_CACHE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
/** webpack's `[name].[contenthash:8].js` and the like: safe to cache for good. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const NOT_SPA = /^\/(api|ws|remotes)(\/|$)/;

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Cricket platform</title></head>
<body style="font-family: system-ui, sans-serif; margin: 3rem;">
<h1>The front end is not built</h1>
<p>Run <code>npm run build</code> in the repository, then reload this page. The API is available under <a href="/api/docs">/api/docs</a>.</p>
</body></html>`;

/** A file under root for a URL path, or null when it escapes root or is not a file. */
async function fileUnder(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const absolute = resolve(root, '.' + (decoded.startsWith('/') ? decoded : '/' + decoded));
  const rel = relative(root, absolute);
  if (rel === '' || rel.startsWith('..') || rel.split(sep).includes('..')) return null;
  try {
    return (await stat(absolute)).isFile() ? rel.split(sep).join('/') : null;
  } catch {
    return null;
  }
}

function cacheControlFor(file: string): string {
  const name = file.split('/').pop() ?? file;
  if (name === 'remoteEntry.js') return NO_CACHE;
  return HASHED.test(name) ? LONG_CACHE : NO_CACHE;
}

/** The build writes `x.br` and `x.gz` beside each text asset; the one the browser accepts is sent. */
function send(reply: FastifyReply, root: string, file: string): FastifyReply {
  reply.header('cache-control', cacheControlFor(file));
  reply.header('vary', 'Accept-Encoding');
  return reply.sendFile(file, root);
}

type Encoding = 'br' | 'gzip' | 'identity';

/** The shell's page as every encoding a browser may ask for, made once at start-up. */
type ShellPage = Record<Encoding, Buffer>;

/** index.html with the manifest inlined, or null when the shell is not built. */
async function shellPage(frontendDir: string, manifest: RemoteManifest): Promise<ShellPage | null> {
  const index = await readFile(join(frontendDir, 'index.html'), 'utf8').catch(() => null);
  if (index === null) return null;
  const page = Buffer.from(withManifest(index, manifest));
  return { br: brotliCompressSync(page), gzip: gzipSync(page), identity: page };
}

function sendShellPage(request: FastifyRequest, reply: FastifyReply, page: ShellPage): FastifyReply {
  const accepted = request.headers['accept-encoding'];
  const encoding = (typeof accepted === 'string' && negotiate<Encoding>(accepted, ['br', 'gzip'])) || 'identity';
  reply.header('cache-control', NO_CACHE).header('vary', 'Accept-Encoding').type('text/html; charset=utf-8');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(page[encoding]);
}

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return typeof accept === 'string' && accept.includes('text/html');
}

/** Front ends: the shell at `/` with SPA fallback and the manifest inlined, each built remote under `/remotes/mfe-<name>/`, and the manifest. */
export async function registerStaticRoutes(fastify: FastifyInstance, options: StaticOptions): Promise<void> {
  const frontendDir = resolve(options.frontendDir);
  const remotesDir = resolve(options.remotesDir);
  const remotes = scanRemotes(remotesDir);
  const manifest = federationManifest(remotesDir, remotes);
  const page = await shellPage(frontendDir, manifest);
  // Cache-Control is this file's (cacheControlFor); `send`'s own would overwrite it.
  await fastify.register(fastifyStatic, { serve: false, preCompressed: true, cacheControl: false });

  fastify.get(REMOTE_MANIFEST_PATH, async (_request, reply) => {
    reply.header('cache-control', NO_CACHE);
    return manifest;
  });

  fastify.get('/remotes/*', async (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    const slash = rest.indexOf('/');
    const folder = slash < 0 ? rest : rest.slice(0, slash);
    if (!remotes.includes(folder)) return reply.code(404).send(NOT_FOUND_BODY);
    const root = join(remotesDir, folder, 'dist');
    const file = await fileUnder(root, slash < 0 ? '' : rest.slice(slash + 1));
    if (!file) return reply.code(404).send(NOT_FOUND_BODY);
    return send(reply, root, file);
  });

  fastify.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (NOT_SPA.test(path)) return reply.code(404).send(NOT_FOUND_BODY);
    const file = path === '/' || path === '/index.html' ? null : await fileUnder(frontendDir, path);
    if (file) return send(reply, frontendDir, file);
    if (!acceptsHtml(request) && path !== '/') return reply.code(404).send(NOT_FOUND_BODY);
    if (page) return sendShellPage(request, reply, page);
    reply.header('cache-control', NO_CACHE);
    return reply.code(200).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
  });
}
