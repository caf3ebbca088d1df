// A question to a service worker over a MessageChannel, and its one answer.

/**
 * Posts `message` to `worker` with a port for the answer, and resolves with the answer; with `timeout`, with its
 * fallback after that long (a worker from before the question existed never answers).
 */
export function askWorker<T>(worker: ServiceWorker, message: { type: string }, timeout?: { ms: number; fallback: T }): Promise<T> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = timeout && setTimeout(() => resolve(timeout.fallback), timeout.ms);
    channel.port1.onmessage = (event: MessageEvent<T>) => {
      clearTimeout(timer);
      resolve(event.data);
    };
    worker.postMessage(message, [channel.port2]);
  });
}
