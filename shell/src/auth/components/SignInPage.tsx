import { AUTH_ROUTES, AUTH_TEXTS, RETURN_PATH_PARAM, returnPathFrom, withReturnPath } from '@cricket/contracts';
import { errorMessage, useAuth } from '@cricket/shell-sdk';
import { Alert } from 'antd';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from '@cricket/shell-sdk/router';
import { useSignIn } from '../hooks/useSignIn';
import type { SignInValues } from '../utils/formValues';
import { AuthCard } from './AuthCard';
import { SIGN_IN_TEXTS, SignInForm } from './SignInForm';

/** Sign-in screen of core §2 (/login, /auth/login, /auth-login). */
export function SignInPage() {
  const [params] = useSearchParams();
  const returnTo = returnPathFrom(params.get(RETURN_PATH_PARAM));
  const { user } = useAuth();
  const signIn = useSignIn(returnTo);
  const [error, setError] = useState<string | null>(null);

  if (user && !signIn.isSuccess) return <Navigate to={returnTo ?? AUTH_ROUTES.postLoginRedirect} replace />;

  const submit = (values: SignInValues) => {
    setError(null);
    signIn.mutate(values, { onError: (failure) => setError(errorMessage(failure, AUTH_TEXTS.loginBannerFallback)) });
  };

  return (
    <AuthCard
      title={SIGN_IN_TEXTS.title}
      subtitle={SIGN_IN_TEXTS.subtitle}
      footer={
        <>
          {SIGN_IN_TEXTS.noAccount} <Link to={withReturnPath(AUTH_ROUTES.signupLink, returnTo)}>{SIGN_IN_TEXTS.signUp}</Link>
        </>
      }
    >
      {params.get(AUTH_ROUTES.registeredFlag) === 'true' && (
        <Alert type="success" showIcon title={AUTH_TEXTS.registeredBanner} style={{ marginBottom: 16 }} data-testid="registered-banner" />
      )}
      <SignInForm onSubmit={submit} submitting={signIn.isPending || signIn.isSuccess} error={error} />
    </AuthCard>
  );
}
