/** Emails across studios: the derived isolation matrix (test/support/tenant.ts). The lists' own checks are in src/modules/emails. */
import { isolationMatrix, tenantSuite } from '../../support/tenant.js';
import { emails } from './routes.js';

isolationMatrix(await tenantSuite(emails));
