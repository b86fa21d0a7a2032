import { defineArea, type Platform } from '../area.js';
import { CredentialResolver } from './credentials.js';
import { authQueries } from './queries.js';
import { authRoutes } from './routes.js';
import { AuthService } from './service.js';

/** Studios, their users and credentials: the area every other one's callers come through. */
export const authArea = defineArea({
  name: 'auth',
  tags: [{ name: 'auth', description: 'Studio sign-up, sign-in with a session cookie, the caller, and API tokens for scripts and integrations.' }],
  identifiers: [
    { format: 'stu', names: 'studios' },
    { format: 'usr', names: 'users' },
    { format: 'tok', names: 'API tokens' },
  ],
  needs: [],
  services({ config, db, onBackgroundError }: Platform) {
    const data = authQueries(db);
    const credentials = new CredentialResolver(data, (error) => onBackgroundError(error, 'could not record credential use'));
    return {
      /** Resolves bearer tokens and session cookies (with a short cache), for the HTTP auth hook. */
      credentials,
      auth: new AuthService(db, data, credentials, config.signupOpen),
    };
  },
  routes: authRoutes,
});
