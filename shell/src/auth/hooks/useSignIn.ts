import { AUTH_ROUTES, AUTH_TEXTS, type UserResponse } from '@cricket/contracts';
import { apiRequest, errorMessage, toastError, toastSuccess } from '@cricket/shell-sdk';
import { useMutation } from '@tanstack/react-query';
import { clearDefaultWorkspaceInfo, readDefaultWorkspaceInfo } from '../utils/defaultWorkspaceInfo';
import type { SignInValues } from '../utils/formValues';

/**
 * After registration the new user's default workspace is remembered locally; the first
 * sign-in switches to it when the session points elsewhere. Failures are only logged and
 * sign-in continues (core §4).
 */
async function applyDefaultWorkspace(user: UserResponse): Promise<void> {
  const info = readDefaultWorkspaceInfo();
  if (typeof info?.id !== 'number' || user.workspaceId === info.id) return;
  try {
    await apiRequest('POST', '/api/workspaces/switch', { workspaceId: info.id });
    clearDefaultWorkspaceInfo();
  } catch (error) {
    console.warn('[sign-in] switching to the default workspace failed', error);
  }
}

export async function signIn(values: SignInValues): Promise<UserResponse> {
  const user = await apiRequest<UserResponse>('POST', '/api/login', {
    username: values.username.trim(),
    password: values.password,
  });
  await applyDefaultWorkspace(user);
  return user;
}

/**
 * Sign-in mutation: toasts of core §8, then a full page load of / (core §2), or of the page
 * that sent the visitor to sign in (an invite link, a signed-in screen) when there was one.
 */
export function useSignIn(returnTo: string | null = null) {
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => {
      toastSuccess(AUTH_TEXTS.loginSuccessTitle, AUTH_TEXTS.loginSuccessDescription);
      window.location.assign(returnTo ?? AUTH_ROUTES.postLoginRedirect);
    },
    onError: (error) => toastError(AUTH_TEXTS.loginFailedTitle, errorMessage(error, AUTH_TEXTS.loginFailedFallback)),
  });
}
