// Turns a listener-style source into an async iterator for a subscription; unsubscribes when the
// client goes away (return()).
export function eventStream<T>(subscribe: (listener: (event: T) => void) => () => void, accept: (event: T) => boolean): AsyncIterableIterator<T> {
  const queue: T[] = [];
  const waiting: Array<(result: IteratorResult<T>) => void> = [];
  let done = false;
  const unsubscribe = subscribe((event) => {
    if (done || !accept(event)) return;
    const next = waiting.shift();
    if (next) next({ value: event, done: false });
    else if (queue.length < 1000) queue.push(event);
  });
  const finish = (): Promise<IteratorResult<T>> => {
    done = true;
    unsubscribe();
    for (const next of waiting.splice(0)) next({ value: undefined, done: true });
    return Promise.resolve({ value: undefined, done: true });
  };
  return {
    next: () => (queue.length > 0 ? Promise.resolve({ value: queue.shift()!, done: false }) : done ? finish() : new Promise((resolve) => waiting.push(resolve))),
    return: finish,
    throw: (err) => finish().then(() => Promise.reject(err)),
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
