/**
 * Every area's route entries. The coverage test compares them with the routes the application
 * registers: a new area adds its entries here (and its two suites beside them).
 */
import type { AreaRoutes } from '../support/route-matrix.js';
import { coupons } from './coupons/routes.js';

export const AREAS: AreaRoutes[] = [coupons];
