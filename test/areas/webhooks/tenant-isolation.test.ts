/** Webhook endpoints across studios: the derived isolation matrix (test/support/tenant.ts). */
import { isolationMatrix, tenantSuite } from '../../support/tenant.js';
import { webhooks } from './routes.js';

isolationMatrix(await tenantSuite(webhooks));
