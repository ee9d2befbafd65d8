/**
 * "There may be something to send": enqueue and the triggers raise it, the drainer of this page
 * listens. Other tabs hear it too (whichever holds the drain lock sends). Kept apart from the
 * drainer so writing to the outbox does not pull the sender in.
 */
const target = new EventTarget();
const EVENT = 'drain';
const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('ssp-outbox') : null;
channel?.addEventListener('message', () => target.dispatchEvent(new Event(EVENT)));

export function signalDrain(): void {
  target.dispatchEvent(new Event(EVENT));
  channel?.postMessage(EVENT);
}

export function onDrainSignal(listener: () => void): () => void {
  target.addEventListener(EVENT, listener);
  return () => target.removeEventListener(EVENT, listener);
}
