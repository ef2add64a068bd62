import type { RegistrationRole } from '@cricket/contracts';

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
