/** Sign-in, sessions and the identity provider: what auth offers the app. */
import type { Feature } from '../feature.js';
import { AuthResolver } from './auth.resolver.js';
import { authRoutes } from './auth.rest.js';
import { IdentityProviderResolver } from './identity-provider.resolver.js';
import { identityProviderRoutes } from './identity-provider.rest.js';
import { passwordResetJob } from './password-reset.job.js';

export const authFeature: Feature = {
  name: 'auth',
  resolvers: [AuthResolver, IdentityProviderResolver],
  routes: [authRoutes, identityProviderRoutes],
  jobKinds: [passwordResetJob],
};
