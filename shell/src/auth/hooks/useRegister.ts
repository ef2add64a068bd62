import { AUTH_ROUTES, AUTH_TEXTS, withReturnPath, type RegisterResponse } from '@cricket/contracts';
import { apiRequest, errorMessage, queryKeys, toastError, toastSuccess } from '@cricket/shell-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@cricket/shell-sdk/router';
import { DEFAULT_WORKSPACE_SUFFIX, saveDefaultWorkspaceInfo } from '../utils/defaultWorkspaceInfo';
import type { RegisterValues } from '../utils/formValues';

export async function register(values: RegisterValues): Promise<RegisterResponse> {
  const payload = {
    username: values.username.trim(),
    password: values.password,
    email: values.email.trim(),
    name: values.name.trim(),
    role: values.role,
  };
  const created = await apiRequest<RegisterResponse>('POST', '/api/auth/register', payload);
  const id = created.workspace?.id ?? created.workspaceId;
  if (typeof id === 'number') {
    saveDefaultWorkspaceInfo({ id, name: created.workspace?.name ?? `${created.username}${DEFAULT_WORKSPACE_SUFFIX}` });
  }
  // Registration signs in; the flow of core §4 signs out again so the user logs in fresh.
  try {
    await apiRequest('POST', '/api/auth/logout');
  } catch (error) {
    console.warn('[register] logout after registration failed', error);
  }
  return created;
}

/** Registration flow of core §4: then /auth/login?registered=true&t=<timestamp>, carrying on the page to come back to. */
export function useRegister(returnTo: string | null = null) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.user, null);
      toastSuccess(AUTH_TEXTS.registrationSuccessTitle, AUTH_TEXTS.registrationSuccessDescription);
      navigate(withReturnPath(`${AUTH_ROUTES.login}?${AUTH_ROUTES.registeredFlag}=true&t=${Date.now()}`, returnTo));
    },
    onError: (error) =>
      toastError(AUTH_TEXTS.registrationFailedTitle, errorMessage(error, AUTH_TEXTS.registrationFailedFallback)),
  });
}
