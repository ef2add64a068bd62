import type { GroundResponse } from '@cricket/contracts';
import type { ApiSession } from '../../e2e/harness/api';
import { groundPayload } from '@cricket/contracts/testing';

/** A ground of the session's current workspace, created through the gateway. */
export async function createGround(session: ApiSession, name: string): Promise<GroundResponse> {
  const res = await session.request<GroundResponse>('POST', '/api/grounds', groundPayload({ name }));
  if (res.status !== 201) throw new Error(`creating a ground: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
