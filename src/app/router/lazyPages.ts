import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadCatalog } from '@/i18n';

export interface ChunkModule {
  default: ComponentType;
}
export type ChunkLoader = () => Promise<ChunkModule>;

export type ChunkFailure = 'failed' | 'timedOut';

/** A page or layout chunk that could not be loaded: the network failed, the file is gone, or it took too long. */
export class ChunkLoadError extends Error {
  readonly chunkId: string;
  readonly failure: ChunkFailure;

  constructor(chunkId: string, failure: ChunkFailure, cause?: unknown) {
    super(failure === 'timedOut' ? `The chunk ${chunkId} did not load in time` : `The chunk ${chunkId} failed to load`, {
      cause,
    });
    this.name = 'ChunkLoadError';
    this.chunkId = chunkId;
    this.failure = failure;
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

/** Loads a chunk, failing with ChunkLoadError when the import rejects or outlasts `timeoutMs`. */
export function loadWithTimeout(chunkId: string, load: ChunkLoader, timeoutMs: number): Promise<ChunkModule> {
  return new Promise<ChunkModule>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunkId, 'timedOut')), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(chunkId, 'failed', error));
      },
    );
  });
}

export interface ChunkCache {
  /** The lazy component of a chunk id; the chunk loads the first time it renders (or is preloaded). */
  get(chunkId: string): LazyExoticComponent<ComponentType>;
  /** Starts loading a chunk ahead of rendering it, e.g. a page while its layout still loads. */
  preload(chunkId: string): void;
}

/**
 * The chunks of `loaders`, each loaded once. A chunk counts as loaded once its texts are in place too
 * (`needs`: by default the whole catalog of the interface language, of which the first download holds
 * only a part), so no layout or page draws with bare catalog keys.
 */
export function createChunkCache(
  loaders: Readonly<Record<string, ChunkLoader>>,
  timeoutMs: number,
  needs: () => Promise<unknown> = () => loadCatalog(),
): ChunkCache {
  const loads = new Map<string, Promise<ChunkModule>>();
  const components = new Map<string, LazyExoticComponent<ComponentType>>();

  function load(chunkId: string): Promise<ChunkModule> {
    const started = loads.get(chunkId);
    if (started) return started;
    const loader = loaders[chunkId];
    if (!loader) return Promise.reject(new Error(`No chunk is registered for ${chunkId}`));
    const loading = loadWithTimeout(chunkId, () => Promise.all([loader(), needs()]).then(([module]) => module), timeoutMs);
    loads.set(chunkId, loading);
    return loading;
  }

  return {
    get(chunkId) {
      const cached = components.get(chunkId);
      if (cached) return cached;
      const component = lazy(() => load(chunkId));
      components.set(chunkId, component);
      return component;
    },
    preload(chunkId) {
      // A failed preload is reported when the chunk renders, where the error view offers a reload.
      load(chunkId).catch(() => undefined);
    },
  };
}
