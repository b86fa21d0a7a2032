/**
 * Every area's route entries. The coverage test compares them with the routes the application
 * registers: a new area adds its entries here, beside its bad-input and tenant-isolation suites.
 */
import type { AreaRoutes } from '../support/route-matrix.js';
import { calendar } from './calendar/routes.js';
import { clients } from './clients/routes.js';
import { conversations } from './conversations/routes.js';
import { coupons } from './coupons/routes.js';
import { documents } from './documents/routes.js';
import { gallery } from './gallery/routes.js';
import { giftCards } from './gift-cards/routes.js';
import { invoices } from './invoices/routes.js';
import { platform } from './platform/routes.js';
import { scheduling } from './scheduling/routes.js';

export const AREAS: AreaRoutes[] = [platform, coupons, giftCards, clients, documents, invoices, conversations, scheduling, calendar, gallery];
