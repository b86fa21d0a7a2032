/** Conversations under hostile input: the derived matrix (test/support/bad-input.ts) in the conversations error shape. */
import { badInputMatrix, badInputSuite } from '../../support/bad-input.js';
import { conversations } from './routes.js';

badInputMatrix(await badInputSuite(conversations));
