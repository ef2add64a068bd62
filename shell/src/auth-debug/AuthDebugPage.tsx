import { usePermissions, useAuth, useWorkspace } from '@cricket/shell-sdk';
import { Card, Col, Result, Row } from 'antd';
import { PERMISSION_DENIED_TOOLTIP } from '@cricket/contracts';
import { RequireAuth } from '../common/RequireAuth';

function Json({ title, value }: { title: string; value: unknown }) {
  return (
    <Card title={title} size="small" style={{ height: '100%' }}>
      {/* Focusable so that a keyboard can scroll a long document (WCAG 2.1.1). */}
      <pre tabIndex={0} aria-label={title} style={{ margin: 0, maxHeight: 420, overflow: 'auto', fontSize: 12, background: '#0b2e1c', color: '#d1fae5', padding: 12, borderRadius: 8 }}>
        {JSON.stringify(value, null, 2)}
      </pre>
    </Card>
  );
}

function AuthDebug() {
  const { user } = useAuth();
  const { current, workspaces } = useWorkspace();
  const { permissions, isLoading } = usePermissions();
  const isAdmin = user?.role === 'admin' || current?.role === 'admin';
  if (!isAdmin) return <Result status="403" title="Auth debug" subTitle={PERMISSION_DENIED_TOOLTIP} />;
  return (
    <div className="page">
      <h1 style={{ marginTop: 0 }}>Session and workspace</h1>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Json title="User (GET /api/user)" value={user} />
        </Col>
        <Col xs={24} lg={12}>
          <Json title="Current workspace" value={current} />
        </Col>
        <Col xs={24} lg={12}>
          <Json title="Workspaces" value={workspaces} />
        </Col>
        <Col xs={24} lg={12}>
          <Json title={isLoading ? 'Permissions (loading)' : 'My permissions'} value={permissions} />
        </Col>
      </Row>
    </div>
  );
}

/** Session and workspace as JSON for admins (/auth-debug). */
export function AuthDebugPage() {
  return (
    <RequireAuth>
      <AuthDebug />
    </RequireAuth>
  );
}
