import { LIMITS, WS_CLOSE_NO_REASON, WS_PATH } from '@cricket/contracts';
import { Badge, Button, Card, Space, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';

type LogLevel = 'info' | 'in' | 'out' | 'error';
// Closing without a code reads as 1005 (no status) in browsers; the test closes normally.
const NORMAL_CLOSURE = 1000;

type Status = 'idle' | 'connecting' | 'open' | 'closed';

interface LogEntry {
  id: number;
  at: Date;
  level: LogLevel;
  text: string;
}

const STATUS_BADGE: Record<Status, { status: 'default' | 'processing' | 'success' | 'error'; text: string }> = {
  idle: { status: 'default', text: 'Not connected' },
  connecting: { status: 'processing', text: 'Connecting' },
  open: { status: 'success', text: 'Open' },
  closed: { status: 'error', text: 'Closed' },
};

const LEVEL_COLOR: Record<LogLevel, string> = { info: '#595959', in: '#0958d9', out: '#389e0d', error: '#cf1322' };
const LEVEL_MARK: Record<LogLevel, string> = { info: '•', in: '←', out: '→', error: '!' };

const logStyle: CSSProperties = {
  height: LIMITS.diagnostics.logHeightPx,
  overflowY: 'auto',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 13,
  lineHeight: 1.6,
  background: '#fafafa',
  border: '1px solid #f0f0f0',
  borderRadius: 8,
  padding: '8px 12px',
};

function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}${WS_PATH}?t=${Date.now()}`;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

function clock(at: Date): string {
  return `${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}:${twoDigits(at.getSeconds())}.${String(at.getMilliseconds()).padStart(3, '0')}`;
}

/**
 * Connection diagnostics (/ws-test, core §2): opens the socket, sends PING with source
 * 'diagnostics' on open, logs each incoming message type, and in its test closes the socket
 * after 1 s; connection errors, the close code and reason, and parse errors are logged.
 */
export function WsTestPage() {
  const [entries, setEntries] = useState<LogEntry[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const socketRef = useRef<WebSocket | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const nextId = useRef(0);
  const logRef = useRef<HTMLDivElement | null>(null);

  const log = useCallback((level: LogLevel, text: string) => {
    setEntries((previous) => [...previous, { id: nextId.current++, at: new Date(), level, text }]);
  }, []);

  useEffect(() => {
    logRef.current?.scrollTo({ top: logRef.current.scrollHeight });
  }, [entries]);

  const clearCloseTimer = () => {
    if (closeTimer.current !== null) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };

  const open = useCallback(
    (closeAfterMs: number | null) => {
      clearCloseTimer();
      socketRef.current?.close(NORMAL_CLOSURE);
      const url = socketUrl();
      log('info', `Connecting to ${url}`);
      setStatus('connecting');
      let ws: WebSocket;
      try {
        ws = new WebSocket(url);
      } catch (error) {
        log('error', `Connection error: ${error instanceof Error ? error.message : String(error)}`);
        setStatus('closed');
        return;
      }
      socketRef.current = ws;
      ws.onopen = () => {
        setStatus('open');
        log('info', 'Connection opened');
        ws.send(JSON.stringify({ type: 'PING', source: 'diagnostics' }));
        log('out', 'PING (source: diagnostics)');
        if (closeAfterMs !== null) {
          closeTimer.current = setTimeout(() => {
            log('info', `Closing after ${closeAfterMs / 1000} s`);
            ws.close(NORMAL_CLOSURE);
          }, closeAfterMs);
        }
      };
      ws.onmessage = (event: MessageEvent) => {
        try {
          const message = JSON.parse(String(event.data)) as { type?: unknown };
          log('in', `Received: ${String(message.type)}`);
        } catch (error) {
          log('error', `Parse error: ${error instanceof Error ? error.message : String(error)}`);
        }
      };
      ws.onerror = () => log('error', 'Connection error');
      ws.onclose = (event: CloseEvent) => {
        if (socketRef.current === ws) socketRef.current = null;
        clearCloseTimer();
        setStatus('closed');
        log('info', `Closed: code ${event.code}, reason: ${event.reason || WS_CLOSE_NO_REASON}`);
      };
    },
    [log],
  );

  useEffect(
    () => () => {
      clearCloseTimer();
      socketRef.current?.close(NORMAL_CLOSURE);
    },
    [],
  );

  const sendPing = () => {
    const ws = socketRef.current;
    if (!ws || ws.readyState !== WebSocket.OPEN) return log('error', 'Socket is not open');
    ws.send(JSON.stringify({ type: 'PING', source: 'diagnostics' }));
    log('out', 'PING (source: diagnostics)');
  };

  const badge = STATUS_BADGE[status];
  const busy = status === 'connecting' || status === 'open';

  return (
    <div className="page narrow">
      <Card
        title="Connection diagnostics"
        extra={<Badge status={badge.status} text={<span data-testid="ws-status">{badge.text}</span>} />}
      >
        <Typography.Paragraph type="secondary">
          Checks the live-updates connection: opens the socket, sends a PING and logs what the server answers. The test closes
          the socket after {LIMITS.diagnostics.testCloseAfterMs / 1000} second.
        </Typography.Paragraph>
        <Space wrap style={{ marginBottom: 16 }}>
          <Button type="primary" onClick={() => open(LIMITS.diagnostics.testCloseAfterMs)} disabled={status === 'connecting'}>
            Run test
          </Button>
          <Button onClick={() => open(null)} disabled={busy}>
            Connect
          </Button>
          <Button onClick={sendPing} disabled={status !== 'open'}>
            Send PING
          </Button>
          <Button onClick={() => socketRef.current?.close()} disabled={!busy}>
            Disconnect
          </Button>
          <Button type="text" onClick={() => setEntries([])}>
            Clear log
          </Button>
        </Space>
        <div ref={logRef} style={logStyle} role="log" aria-live="polite" aria-label="Connection log" data-testid="ws-log">
          {entries.length === 0 ? (
            <Typography.Text type="secondary">No messages yet. Run the test to check the connection.</Typography.Text>
          ) : (
            entries.map((entry) => (
              <div key={entry.id} style={{ color: LEVEL_COLOR[entry.level], whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                <span style={{ color: '#8c8c8c' }}>{clock(entry.at)}</span> {LEVEL_MARK[entry.level]} {entry.text}
              </div>
            ))
          )}
        </div>
      </Card>
    </div>
  );
}
