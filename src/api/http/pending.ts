/** In-flight calls that may be replaced by a newer identical call (same host, path and body). */
export class PendingCalls {
  private readonly controllers = new Map<string, AbortController>();

  /** Aborts an earlier call with this key and registers the new one. */
  replace(key: string, controller: AbortController): void {
    this.controllers.get(key)?.abort();
    this.controllers.set(key, controller);
  }

  /** Forgets the call once it settles, unless a newer call already took its place. */
  release(key: string, controller: AbortController): void {
    if (this.controllers.get(key) === controller) this.controllers.delete(key);
  }

  abortAll(): void {
    for (const controller of this.controllers.values()) controller.abort();
    this.controllers.clear();
  }

  get size(): number {
    return this.controllers.size;
  }
}
