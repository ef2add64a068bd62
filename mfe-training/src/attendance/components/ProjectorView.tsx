import { Button, Flex, QRCode, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { ATTENDANCE_UI_TEXTS } from '../../texts';

export interface ProjectorViewProps {
  title: string;
  subtitle: string;
  link: string;
  onClose: () => void;
}

/** The session's QR code over the whole screen, large enough to scan from the back of a room. Escape closes it. */
export function ProjectorView({ title, subtitle, link, onClose }: ProjectorViewProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The browser's full-screen mode hides its own bars; where refused, the overlay still covers the page.
    ref.current?.requestFullscreen?.().catch(() => undefined);
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
    };
  }, [onClose]);
  const size = Math.max(240, Math.min(window.innerWidth, window.innerHeight) - 260);
  return createPortal(
    <div
      ref={ref}
      role="dialog"
      aria-label={ATTENDANCE_UI_TEXTS.projectorLabel}
      style={{ position: 'fixed', inset: 0, zIndex: 2000, background: '#fff', overflow: 'auto' }}
    >
      <Flex vertical align="center" justify="center" gap={16} style={{ minHeight: '100%', padding: 24 }}>
        <Typography.Title level={1} style={{ margin: 0, textAlign: 'center' }}>
          {title}
        </Typography.Title>
        <Typography.Text type="secondary" style={{ fontSize: 20 }}>
          {subtitle}
        </Typography.Text>
        <QRCode type="svg" aria-label={`${ATTENDANCE_UI_TEXTS.qrTitle}: ${link}`} value={link} size={size} bordered={false} errorLevel="M" />
        <Typography.Text copyable style={{ fontSize: 18 }}>
          {link}
        </Typography.Text>
        <Button size="large" onClick={onClose}>
          {ATTENDANCE_UI_TEXTS.exitProjector}
        </Button>
      </Flex>
    </div>,
    document.body,
  );
}
