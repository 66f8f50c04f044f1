import { createElement, lazy, useState, type ComponentType } from 'react';
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
  /**
   * The component of a chunk id; the chunk loads the first time it renders (or is preloaded). Drawn once its
   * chunk is in, it draws at once; before that it suspends until the chunk comes.
   */
  get(chunkId: string): ComponentType;
  /** Starts loading a chunk ahead of rendering it, e.g. a page while its layout still loads. */
  preload(chunkId: string): void;
  /** Settles when the chunk is in, or has failed (which its component then shows). */
  ready(chunkId: string): Promise<void>;
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
  const loaded = new Map<string, ChunkModule>();
  const components = new Map<string, ComponentType>();

  function load(chunkId: string): Promise<ChunkModule> {
    const started = loads.get(chunkId);
    if (started) return started;
    const loader = loaders[chunkId];
    if (!loader) return Promise.reject(new Error(`No chunk is registered for ${chunkId}`));
    const loading = loadWithTimeout(chunkId, () => Promise.all([loader(), needs()]).then(([module]) => module), timeoutMs);
    loads.set(chunkId, loading);
    loading.then(
      (module) => loaded.set(chunkId, module),
      () => undefined,
    );
    return loading;
  }

  return {
    get(chunkId) {
      const cached = components.get(chunkId);
      if (cached) return cached;
      const Lazy = lazy(() => load(chunkId));
      /*
       * A chunk already in draws in the same render. A lazy component would suspend once even then, and
       * React holds back a suspended part's reveal for up to 300 ms, so the first page of a visit, whose
       * chunks the HTML preloads, would wait that long to draw and to ask for its data. The choice is made
       * when the slot first mounts and kept, so a drawn page never changes type and loses its state.
       */
      function Chunk() {
        const [module] = useState(() => loaded.get(chunkId));
        return module ? createElement(module.default) : createElement(Lazy);
      }
      Chunk.displayName = `Chunk(${chunkId})`;
      components.set(chunkId, Chunk);
      return Chunk;
    },
    preload(chunkId) {
      // A failed preload is reported when the chunk renders, where the error view offers a reload.
      load(chunkId).catch(() => undefined);
    },
    ready(chunkId) {
      return load(chunkId).then(
        () => undefined,
        () => undefined,
      );
    },
  };
}
