/** Webhook endpoints under hostile input: the derived matrix (test/support/bad-input.ts). */
import { badInputMatrix, badInputSuite } from '../../support/bad-input.js';
import { webhooks } from './routes.js';

badInputMatrix(await badInputSuite(webhooks));
