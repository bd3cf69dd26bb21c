import { gameNodeList, type TCallData, type TCallInput } from '@juzuo/schemas';
import type { CallOptions, Transport } from '../transport';

/** Game v3 boards (issue 13): calls the client shapes itself. */
export function gameService(t: Transport) {
  // node_list requests under way, by board: a second asker joins the first instead of sending again.
  const inFlight = new Map<string, Promise<TCallData<typeof gameNodeList>>>();
  return {
    /**
     * The board's nodes (GET /ixj_web/game/v3/node_list). Concurrent requests for one board are
     * merged into one: several panels opening at once cost the service one reading.
     */
    nodeList: (query: TCallInput<typeof gameNodeList>, opts?: CallOptions) => {
      const key = String(query.board_id);
      const running = inFlight.get(key);
      if (running) return running;
      const request = t.call(gameNodeList, query, opts).finally(() => inFlight.delete(key));
      inFlight.set(key, request);
      return request;
    },
  };
}
