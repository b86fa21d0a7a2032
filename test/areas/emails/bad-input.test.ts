/** Emails under hostile input: the derived matrix (test/support/bad-input.ts). */
import { badInputMatrix, badInputSuite } from '../../support/bad-input.js';
import { emails } from './routes.js';

badInputMatrix(await badInputSuite(emails));
