import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteManifestEntry, RemoteName } from '@cricket/contracts';
import { PageShown, type RemoteRoutesModule } from '@cricket/shell-sdk';
import { Button, Result } from 'antd';
import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Loading } from '../common/Loading';
import { reRegisterRemote } from './manifest';
import { isRemoteLoadFailure } from './remoteFailure';

class RemoteLoadError extends Error {}

const lazyRoutes = new Map<string, ComponentType>();

/** One lazy component per remote and attempt, so Retry really fetches again. */
function remoteRoutes(remote: RemoteName, attempt: number): ComponentType {
  const key = `${remote}#${attempt}`;
  let component = lazyRoutes.get(key);
  if (!component) {
    component = lazy(async () => {
      const module = await loadRemote<RemoteRoutesModule>(`${remote}/routes`);
      if (!module || isRemoteLoadFailure(module) || typeof module.RemoteRoutes !== 'function') {
        throw new RemoteLoadError(isRemoteLoadFailure(module) ? module.reason : `${remote} has no RemoteRoutes export`);
      }
      return { default: module.RemoteRoutes };
    });
    lazyRoutes.set(key, component);
  }
  return component;
}

interface BoundaryProps {
  area: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote that fails to load or crashes while rendering; the shell keeps working. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error) {
    console.error(`[remotes] ${this.props.area} failed`, error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <>
        <Result
          status="error"
          title={`${this.props.area} could not be loaded`}
          subTitle="The rest of the app still works. Check your connection and try again."
          extra={
            <Button type="primary" onClick={this.props.onRetry}>
              Retry
            </Button>
          }
        />
        <PageShown />
      </>
    );
  }
}

/** Renders a remote's routes at the root, or an error card with Retry when it fails to load or crashes. */
export function RemoteArea({ remote, area }: { remote: RemoteManifestEntry; area: string }) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    reRegisterRemote(remote);
    setAttempt((n) => n + 1);
  };
  const Routes = remoteRoutes(remote.name, attempt);
  return (
    <RemoteErrorBoundary key={attempt} area={area} onRetry={retry}>
      <Suspense fallback={<Loading />}>
        <Routes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
