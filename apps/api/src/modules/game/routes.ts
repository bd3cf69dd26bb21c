import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerWorkCopyHook } from '../works/copy-hooks';
import { registerBoardRoutes } from './board-routes';
import { registerCheckRoutes } from './check-routes';
import { copyGameOfWork } from './copy-boards';
import { registerEventPanelRoutes } from './event-panel-routes';
import { registerNodeRoutes } from './node-routes';
import { registerPlotRoutes } from './plot-routes';
import { registerResourceRoutes } from './resource-routes';
import { registerRoleChatRoutes } from './role-chat/routes';
import { registerShopRoutes } from './shop-routes';
import { registerTemplateRoutes } from './template-routes';
import { registerTransferRoutes } from './transfer-routes';
import { registerVariableRoutes } from './variable-routes';

/**
 * Game v3 (spec 02 section 7): boards of a work and what they hold. The board itself is the Yjs
 * document `game:<board_id>` (board-doc.ts); REST writes go through it, REST reads answer the
 * checkpoint mirror on game_boards (mirror.ts).
 */
export const gameModule = fp(
  async (app: FastifyInstance) => {
    registerBoardRoutes(app);
    registerNodeRoutes(app);
    registerVariableRoutes(app);
    registerShopRoutes(app);
    registerCheckRoutes(app);
    registerResourceRoutes(app);
    registerTransferRoutes(app);
    registerPlotRoutes(app);
    registerEventPanelRoutes(app);
    registerTemplateRoutes(app);
    registerRoleChatRoutes(app);
    // A work copy carries the work's boards, templates and resources.
    registerWorkCopyHook('game', copyGameOfWork);
  },
  { name: 'game' },
);
