import { roles, type Role } from '../../../shared/limits';

export function isRole(value: string): value is Role {
  return (roles as readonly string[]).includes(value);
}
