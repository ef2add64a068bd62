import { AUTH_ROUTES, AUTH_TEXTS, RETURN_PATH_PARAM, returnPathFrom, withReturnPath } from '@cricket/contracts';
import { errorMessage, useAuth } from '@cricket/shell-sdk';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from '@cricket/shell-sdk/router';
import { useRegister } from '../hooks/useRegister';
import type { RegisterValues } from '../utils/formValues';
import { AuthCard } from './AuthCard';
import { REGISTER_TEXTS, RegisterForm } from './RegisterForm';

/** Registration screen of core §2 (/register, /auth/register). */
export function RegisterPage() {
  const [params] = useSearchParams();
  const returnTo = returnPathFrom(params.get(RETURN_PATH_PARAM));
  const { user } = useAuth();
  const registration = useRegister(returnTo);
  const [error, setError] = useState<string | null>(null);

  if (user && !registration.isPending) return <Navigate to={returnTo ?? AUTH_ROUTES.postLoginRedirect} replace />;

  const submit = (values: RegisterValues) => {
    setError(null);
    registration.mutate(values, {
      onError: (failure) => setError(errorMessage(failure, AUTH_TEXTS.registrationFailedFallback)),
    });
  };

  return (
    <AuthCard
      title={REGISTER_TEXTS.title}
      subtitle={REGISTER_TEXTS.subtitle}
      footer={
        <>
          {REGISTER_TEXTS.haveAccount} <Link to={withReturnPath(AUTH_ROUTES.login, returnTo)}>{REGISTER_TEXTS.signIn}</Link>
        </>
      }
    >
      <RegisterForm onSubmit={submit} submitting={registration.isPending} error={error} />
    </AuthCard>
  );
}
