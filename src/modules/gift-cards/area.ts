import { defineArea, type Platform } from '../../platform/area.js';
import { giftCardRoutes } from './routes.js';
import { GiftCardService } from './service.js';

export const giftCardsArea = defineArea({
  name: 'gift cards',
  tags: [{ name: 'gift cards', description: 'Prepaid balances in one currency; paying an invoice with a gift card lowers its balance.' }],
  identifiers: [{ format: 'gc', names: 'gift cards' }],
  needs: [],
  services: ({ db }: Platform) => ({ giftCards: new GiftCardService(db) }),
  routes: giftCardRoutes,
});
