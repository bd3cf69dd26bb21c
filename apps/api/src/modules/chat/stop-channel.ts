import { openRedis } from '@juzuo/collab-server';

/** Redis keys and channel of the chat streams (stream ids are random UUIDs: no deployment prefix needed). */
const PREFIX = 'juzuo:chat';
const STOP_CHANNEL = `${PREFIX}:stop`;
const ownerKey = (streamId: string) => `${PREFIX}:stream:${streamId}`;
/** A stream's owner record outlives any answer (content/continue is the longest at 180 s). */
const OWNER_TTL_MS = 15 * 60_000;
/** Longest wait for Redis in a stop: an outage must not hold the answer. */
const REDIS_WAIT_MS = 1_000;

/** How a stop reaches the API process that holds a stream. */
export interface StopChannel {
  /** Records that this process streams `streamId` for `userId` (fire and forget). */
  announce(streamId: string, userId: string): void;
  /** The stream ended here: its record goes. */
  forget(streamId: string): void;
  /** Asks the holding process to stop a stream of this user; false when no such stream is live. */
  requestStop(streamId: string, userId: string): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * The Redis stop channel (REDIS_URL set: several API processes behind a balancer). Each live stream
 * has an owner key (stream id -> user id), so a stop answers honestly whether a live stream of the
 * caller was found; the stop itself travels on a pub/sub channel every process listens to, and the
 * process holding the stream aborts it (`onStop`).
 */
export function openStopChannel(
  redisUrl: string,
  onStop: (streamId: string, userId: string) => void,
): StopChannel {
  const subscriber = openRedis(redisUrl);
  const client = openRedis(redisUrl);
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== STOP_CHANNEL) return;
    const parsed = parseStop(message);
    if (parsed) onStop(parsed.stream_id, parsed.user_id);
  });
  subscriber.subscribe(STOP_CHANNEL).catch((error: unknown) => {
    console.error(`[chat] cannot subscribe to ${STOP_CHANNEL}:`, (error as Error).message);
  });
  const quiet = (error: unknown) => console.error('[chat] Redis:', (error as Error).message);
  return {
    announce: (streamId, userId) => {
      client.set(ownerKey(streamId), userId, 'PX', OWNER_TTL_MS).catch(quiet);
    },
    forget: (streamId) => {
      client.del(ownerKey(streamId)).catch(quiet);
    },
    requestStop: async (streamId, userId) => {
      const ask = async () => {
        const owner = await client.get(ownerKey(streamId));
        if (owner !== userId) return false;
        await client.publish(STOP_CHANNEL, JSON.stringify({ stream_id: streamId, user_id: userId }));
        return true;
      };
      return withTimeout(
        ask().catch((error: unknown) => {
          quiet(error);
          return false;
        }),
        REDIS_WAIT_MS,
      );
    },
    close: async () => {
      subscriber.disconnect();
      client.disconnect();
    },
  };
}

/** A stop message, or null when it is not one (other writers on the channel are ignored). */
function parseStop(message: string): { stream_id: string; user_id: string } | null {
  try {
    const data = JSON.parse(message) as Record<string, unknown>;
    if (typeof data.stream_id === 'string' && typeof data.user_id === 'string') {
      return { stream_id: data.stream_id, user_id: data.user_id };
    }
  } catch {
    // not JSON
  }
  return null;
}

async function withTimeout(task: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([task, late]);
  } finally {
    clearTimeout(timer);
  }
}
