export { useAuth, type AuthState } from './useAuth';
export { logout, useLogout } from './useLogout';
export { useSignInRoute } from './useSignInRoute';
