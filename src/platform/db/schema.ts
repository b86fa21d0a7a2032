// Every table of the service, for drizzle-kit to generate migrations from.
export * from '../auth/tables.js';
export * from '../tables.js';
export * from '../events/tables.js';
export * from '../../modules/coupons/tables.js';
export * from '../../modules/gift-cards/tables.js';
export * from '../../modules/clients/tables.js';
export * from '../../modules/invoices/tables.js';
export * from '../../modules/conversations/tables.js';
export * from '../../modules/scheduling/tables.js';
export * from '../../modules/gallery/tables.js';
