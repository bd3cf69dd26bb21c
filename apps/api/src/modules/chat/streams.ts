/** One answer being streamed. */
interface LiveStream {
  userId: string;
  controller: AbortController;
}

/** Why a stream was aborted by stop_stream (the pump tells a stop from a failure by it). */
export const STOPPED_BY_USER = 'stopped by user';

/**
 * The streams this process is answering, by stream id, so stop_stream can abort one. In-process
 * only: with several API processes behind a balancer a stop must reach the process holding the
 * stream (docs/decisions.md "AI chat" records this limit).
 */
export class ChatStreams {
  private readonly live = new Map<string, LiveStream>();

  /** Registers a stream; answers the signal its engine call listens to. */
  open(streamId: string, userId: string): AbortController {
    const controller = new AbortController();
    this.live.set(streamId, { userId, controller });
    return controller;
  }

  /** Stops a stream of this user; false when no such stream is running (ended, or not theirs). */
  stop(streamId: string, userId: string): boolean {
    const stream = this.live.get(streamId);
    if (!stream || stream.userId !== userId) return false;
    stream.controller.abort(STOPPED_BY_USER);
    return true;
  }

  /** Forgets a stream that ended. */
  close(streamId: string): void {
    this.live.delete(streamId);
  }

  /** Aborts every stream (the app is closing). */
  abortAll(): void {
    for (const s of this.live.values()) s.controller.abort('server closing');
    this.live.clear();
  }
}
