import type { ModulePermission } from '@cricket/contracts';
import { LocationProbe, renderRemote, testUser } from '@cricket/shell-sdk/testing';
import type { ReactNode } from 'react';
import { Route, Routes } from '@cricket/shell-sdk/router';

export interface ScreenOptions {
  path: string;
  /** The route pattern the screen is mounted at, e.g. '/my/matches/:id'. */
  route?: string;
  /** null renders without a current workspace. */
  workspace?: null;
  permissions?: ModulePermission[];
  /** false renders a fan without an account (no user, no workspace). */
  signedIn?: boolean;
}

/**
 * One screen at its route pattern through the SDK's harness: a signed-in player, a member of the
 * test workspace, with the current path shown (`location`) so tests can assert navigation.
 */
export function renderScreen(ui: ReactNode, { path, route = path, workspace, permissions, signedIn = true }: ScreenOptions) {
  const Screen = () => (
    <>
      <Routes>
        <Route path={route} element={ui} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </>
  );
  return renderRemote(Screen, path, { user: signedIn ? testUser({ role: 'player' }) : null, role: 'member', workspace, permissions });
}
