import type { Writable } from 'node:stream';
import { WebSocket } from 'ws';
import { framed, textFrame, writeFramed } from './frames';

/** ws's frame parser (exported by ws, not typed by @types/ws). */
const { Receiver } = WebSocket as unknown as { Receiver: new (options: { isServer: boolean }) => Writable };

/** What a browser's socket makes of the bytes: ws's own frame parser, as a client. */
function decode(bytes: Buffer): string[] {
  const messages: string[] = [];
  const receiver = new Receiver({ isServer: false });
  receiver.on('message', (data: Buffer, isBinary: boolean) => messages.push(`${isBinary ? 'binary' : 'text'}:${data.toString()}`));
  receiver.on('error', (error: Error) => messages.push(`error:${error.message}`));
  receiver.write(bytes);
  return messages;
}

describe('textFrame', () => {
  it.each([0, 1, 125, 126, 65_535, 65_536, 70_000])('frames %i bytes as one final, unmasked text frame', (length) => {
    const payload = Buffer.alloc(length, 'a');
    const frame = textFrame(payload);
    expect(frame[0]).toBe(0x81);
    expect(frame.length - payload.length).toBe(length < 126 ? 2 : length < 65_536 ? 4 : 10);
    expect(decode(frame)).toEqual([`text:${payload.toString()}`]);
  });

  it('keeps multi-byte characters whole: the length is in bytes', () => {
    expect(decode(textFrame(Buffer.from('{"label":"4 ✓ ०"}')))).toEqual(['text:{"label":"4 ✓ ०"}']);
  });
});

describe('framed', () => {
  it('puts messages back to back, each its own message, in order', () => {
    const messages = framed([Buffer.from('{"type":"BALL_RECORDED"}'), Buffer.from('{"type":"SCORE_UPDATE"}')]);
    expect(decode(messages.frames)).toEqual(['text:{"type":"BALL_RECORDED"}', 'text:{"type":"SCORE_UPDATE"}']);
    expect(messages.payloads.map(String)).toEqual(['{"type":"BALL_RECORDED"}', '{"type":"SCORE_UPDATE"}']);
  });
});

describe('writeFramed', () => {
  const messages = framed([Buffer.from('one'), Buffer.from('two')]);

  function socket(sender: { _state?: number } | null, extensions = '') {
    const written: Buffer[][] = [];
    const sent: string[] = [];
    const ws = {
      extensions,
      _sender: sender && { ...sender, sendFrame: (list: Buffer[]) => written.push(list) },
      send: (data: Buffer) => sent.push(data.toString()),
    };
    return { ws: ws as unknown as WebSocket, written, sent };
  }

  it('writes the ready frames in one write when nothing waits in ws before them', () => {
    const { ws, written, sent } = socket({ _state: 0 });
    writeFramed(ws, messages);
    expect(written).toEqual([[messages.frames]]);
    expect(written[0][0]).toBe(messages.frames);
    expect(sent).toEqual([]);
  });

  it('queues each message behind what ws holds back (a compression, a Blob read), in order', () => {
    const { ws, written, sent } = socket({ _state: 1 });
    writeFramed(ws, messages);
    expect(written).toEqual([]);
    expect(sent).toEqual(['one', 'two']);
  });

  it('goes through send when an extension was negotiated or ws is not the one it knows', () => {
    const deflate = socket({ _state: 0 }, 'permessage-deflate');
    writeFramed(deflate.ws, messages);
    expect(deflate.sent).toEqual(['one', 'two']);
    const unknown = socket(null);
    writeFramed(unknown.ws, messages);
    expect(unknown.sent).toEqual(['one', 'two']);
  });
});
