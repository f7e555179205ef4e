// A task marked done in the popup while the connection was away. Its Idempotency-Key is made when the person
// pressed Mark done, so however often the worker retries, the server completes the task (and takes its inputs out
// of stock) once.
export interface QueuedTaskCompletion {
  id: string;
  idempotencyKey: string;
  farmId: string;
  taskId: string;
  /** For the pending line. */
  title: string;
  queuedAt: string;
  /** pending until sent; failed when the server refused it (the message says why). */
  status: 'pending' | 'failed';
  /** The server's reason, in its words (English; the popup shows it in the person's language). */
  error?: string;
}
