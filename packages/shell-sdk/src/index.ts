// Public surface of the shell SDK. Remotes receive this module as a federated singleton,
// so everything here is shared state: one query client, one auth, one workspace context.
export * from './api';
export * from './auth';
export * from './workspace';
export * from './permissions';
export * from './toast';
export * from './forms';
export * from './socket';
export * from './offline';
export { brandColors, cricketTheme } from './theme';
export { PageShown, PageShownProvider } from './pageShown';
export {
  declaredRoutes,
  lazyPage,
  type PageReads,
  type RemoteRouteDeclaration,
  type RemoteRoutesModule,
} from './remote';
