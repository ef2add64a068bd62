export { ApiError, errorMessage, isApiError } from './ApiError';
export { apiGet, apiGetOrNull, apiRequest, onUnauthorized, withQuery, type HttpMethod, type QueryParams } from './client';
export { createQueryClient, getQueryFn, requestPathOf, type QueryFnOptions } from './queryClient';
export { isPermissionKey, queryKeys } from './queryKeys';
export { useAreaMutation, type AreaKeys, type MutationToasts } from './useAreaMutation';
export { useWorkspaceChangedRefetch } from './useWorkspaceChangedRefetch';
