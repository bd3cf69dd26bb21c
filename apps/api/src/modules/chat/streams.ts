import type { StopChannel } from './stop-channel';

/** One answer being streamed. */
interface LiveStream {
  userId: string;
  controller: AbortController;
}

/** Why a stream was aborted by stop_stream (the pump tells a stop from a failure by it). */
export const STOPPED_BY_USER = 'stopped by user';

/**
 * The streams this process is answering, by stream id, so stop_stream can abort one. With a stop
 * channel (REDIS_URL set: several API processes behind a balancer) a stop for a stream another
 * process holds travels there; without one every stream lives in this process.
 */
export class ChatStreams {
  private readonly live = new Map<string, LiveStream>();

  /** Reaches the other API processes (null: this process is the only one). */
  private readonly channel: StopChannel | null;

  /** `openChannel` connects to the other processes, handing them the stops they hear for this one. */
  constructor(openChannel?: (onStop: (streamId: string, userId: string) => void) => StopChannel) {
    this.channel = openChannel ? openChannel((id, user) => this.stopHere(id, user)) : null;
  }

  /** Registers a stream; answers the signal its engine call listens to. */
  open(streamId: string, userId: string): AbortController {
    const controller = new AbortController();
    this.live.set(streamId, { userId, controller });
    this.channel?.announce(streamId, userId);
    return controller;
  }

  /**
   * Stops a stream of this user wherever it runs; false when no such stream is running (ended, or
   * not theirs).
   */
  async stop(streamId: string, userId: string): Promise<boolean> {
    if (this.stopHere(streamId, userId)) return true;
    return this.channel ? this.channel.requestStop(streamId, userId) : false;
  }

  /** Stops a stream if this process holds it (a stop heard on the channel lands here too). */
  stopHere(streamId: string, userId: string): boolean {
    const stream = this.live.get(streamId);
    if (!stream || stream.userId !== userId) return false;
    stream.controller.abort(STOPPED_BY_USER);
    return true;
  }

  /** Forgets a stream that ended. */
  close(streamId: string): void {
    if (this.live.delete(streamId)) this.channel?.forget(streamId);
  }

  /** Aborts every stream (the app is closing). */
  async abortAll(): Promise<void> {
    for (const [id, s] of this.live) {
      s.controller.abort('server closing');
      this.channel?.forget(id);
    }
    this.live.clear();
    await this.channel?.close();
  }
}
