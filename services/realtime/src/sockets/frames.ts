import type { WebSocket } from 'ws';

/** RFC 6455 §5.2: FIN set, opcode 0x1 (text). */
const FIN_TEXT = 0x81;

/**
 * One server message as a WebSocket text frame: unmasked (server to client), unfragmented,
 * uncompressed. Built once per message and written as is to every socket that receives it.
 */
export function textFrame(payload: Buffer): Buffer {
  const length = payload.length;
  const header = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(header + length);
  frame[0] = FIN_TEXT;
  if (length < 126) frame[1] = length;
  else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  payload.copy(frame, header);
  return frame;
}

/**
 * Messages ready for the wire: their frames back to back, written to a socket in one write,
 * and the payloads, for a socket whose frames cannot be written as they are.
 */
export interface FramedMessages {
  frames: Buffer;
  payloads: readonly Buffer[];
}

export function framed(payloads: readonly Buffer[]): FramedMessages {
  const frames = payloads.map(textFrame);
  return { frames: frames.length === 1 ? frames[0] : Buffer.concat(frames), payloads };
}

/**
 * The part of ws (8.x) that writes a frame list to the socket, in order with everything
 * `send`, `ping` and `close` write. `_state` 0 is its DEFAULT: nothing queued behind a
 * compression or a Blob read, so a write now cannot overtake an earlier message.
 */
interface WsSender {
  _state?: number;
  sendFrame?: (list: Buffer[], cb?: (error?: Error) => void) => void;
}

const SENDER_IDLE = 0;

/**
 * Writes the messages to an open socket: ready-made frames in one write when ws can take them
 * (no compression negotiated, nothing queued), or each message through `send` otherwise.
 */
export function writeFramed(ws: WebSocket, messages: FramedMessages): void {
  const sender = (ws as unknown as { _sender?: WsSender | null })._sender;
  if (sender?.sendFrame && sender._state === SENDER_IDLE && !ws.extensions) {
    sender.sendFrame([messages.frames]);
    return;
  }
  for (const payload of messages.payloads) ws.send(payload, { binary: false });
}
