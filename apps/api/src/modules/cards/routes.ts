import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerCardRoutes } from './card-routes';
import { registerTemplateRoutes } from './template-routes';

/** works/idea_card/* (the live card board of an idea) and works/card_template/* (card templates). */
export const cardsModule = fp(
  async (app: FastifyInstance) => {
    registerCardRoutes(app);
    registerTemplateRoutes(app);
  },
  { name: 'cards' },
);
