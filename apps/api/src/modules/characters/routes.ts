import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerCharacterRoutes } from './character-routes';
import { registerRoleRoutes } from './role-routes';

/** Characters of a work (ai/character/v2, character_list) and where they meet cards and scripts. */
export const charactersModule = fp(
  async (app: FastifyInstance) => {
    registerCharacterRoutes(app);
    registerRoleRoutes(app);
  },
  { name: 'characters' },
);
