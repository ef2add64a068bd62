import {
  isRegistrationRole,
  isValidEmail,
  NAME_MIN,
  newPasswordProblem,
  PASSWORD_MIN,
  REGISTRATION_MESSAGES,
  SIGN_IN_MESSAGES,
  USERNAME_MIN,
  type RegistrationRole,
} from '@cricket/contracts';

export interface SignInValues {
  username: string;
  password: string;
}

export interface RegisterValues {
  name: string;
  username: string;
  email: string;
  password: string;
  role: RegistrationRole;
}

type FieldRule = (value: unknown) => string | null;

const minLength = (min: number, message: string): FieldRule => (value) =>
  typeof value === 'string' && value.trim().length >= min ? null : message;

/** Field rules of core §5; each answers the spec's message or null. */
export const SIGN_IN_RULES: Record<keyof SignInValues, FieldRule> = {
  username: minLength(USERNAME_MIN, SIGN_IN_MESSAGES.username),
  password: (value) => (typeof value === 'string' && value.length >= PASSWORD_MIN ? null : SIGN_IN_MESSAGES.password),
};

export const REGISTER_RULES: Record<keyof RegisterValues, FieldRule> = {
  name: minLength(NAME_MIN, REGISTRATION_MESSAGES.name),
  username: minLength(USERNAME_MIN, REGISTRATION_MESSAGES.username),
  email: (value) => (isValidEmail(typeof value === 'string' ? value.trim() : value) ? null : REGISTRATION_MESSAGES.email),
  password: newPasswordProblem,
  role: (value) => (isRegistrationRole(value) ? null : REGISTRATION_MESSAGES.role),
};

/** An antd Form rule running one of the rules above. */
export function formRule(rule: FieldRule) {
  return {
    validator: (_: unknown, value: unknown) => {
      const message = rule(value ?? '');
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}
