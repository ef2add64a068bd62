import { request } from 'node:http';

export interface UnfinishedRequest {
  /** What the gateway answers, possibly before the body is complete. */
  answer: Promise<{ status: number; body: Record<string, unknown> }>;
  /** Drops the connection without ever sending the rest of the body. */
  abandon(): void;
}

/**
 * A JSON mutation through the gateway, the way the browser sends it, of which only the first
 * half of the body goes out: the service it reaches is left mid-request, waiting for the rest.
 */
export function unfinishedRequest(baseUrl: string, method: string, path: string, cookie: string, body: unknown): UnfinishedRequest {
  const payload = Buffer.from(JSON.stringify(body));
  const outgoing = request(new URL(path, baseUrl), {
    method,
    headers: { 'Content-Type': 'application/json', 'Content-Length': payload.length, 'X-Requested-With': 'XMLHttpRequest', Cookie: cookie },
  });
  const answer = new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    outgoing.once('error', reject);
    outgoing.once('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('error', reject);
      response.once('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString() || '{}') }));
    });
  });
  // Abandoning before an answer came is not a failure of its own: whoever awaits `answer` sees it.
  answer.catch(() => undefined);
  outgoing.write(payload.subarray(0, Math.floor(payload.length / 2)));
  return { answer, abandon: () => outgoing.destroy() };
}
