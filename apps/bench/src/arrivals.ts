// Frames stamped when their socket is read, handed on once every socket that was ready has been read.

/** Receives one frame with the time its socket was read. */
export type Deliver<E> = (event: E, at: number) => void;

interface Arrival<E> {
  readonly deliver: Deliver<E>;
  readonly event: E;
  readonly at: number;
}

/**
 * The bots' process reads 2,000 sockets. Decoding each frame the moment it is read would stamp every frame read
 * after it with the time the load generator spent decoding the others: after a burst, the last of 160 patches
 * would wait behind 159 decodes, and since a Captains' War patch takes longer to decode than the bare room's
 * counter, the generator's own work would count against the table. So each frame is stamped when its socket is
 * read, and delivered (decoded) in the check phase (`setImmediate`), after the poll phase has read every socket
 * that was ready. Frames are delivered in the order they were read, so each socket's order is kept.
 */
export class ArrivalQueue<E> {
  private queue: Arrival<E>[] = [];
  private spare: Arrival<E>[] = [];
  private scheduled = false;

  constructor(private readonly schedule: (flush: () => void) => void = setImmediate) {}

  push(deliver: Deliver<E>, event: E, at: number): void {
    this.queue.push({ deliver, event, at });
    if (this.scheduled) return;
    this.scheduled = true;
    this.schedule(() => this.flush());
  }

  private flush(): void {
    this.scheduled = false;
    const batch = this.queue;
    this.queue = this.spare;
    for (const arrival of batch) {
      try {
        arrival.deliver(arrival.event, arrival.at);
      } catch (error) {
        // One frame that fails to decode must not drop the frames of other sockets read with it.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
    batch.length = 0;
    this.spare = batch;
  }
}
