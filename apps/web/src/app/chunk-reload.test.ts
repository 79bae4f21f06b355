import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../session/memory-storage.test-helper.ts';
import { isChunkLoadError, shouldReloadForChunk } from './chunk-reload.ts';

const gone = new TypeError('Failed to fetch dynamically imported module: /assets/RootLayout-x.js');

describe('reload for a new version', () => {
  it('recognises a missing chunk', () => {
    expect(isChunkLoadError(gone)).toBe(true);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads once, then shows the error if the chunk is still missing', () => {
    const storage = new MemoryStorage();
    expect(shouldReloadForChunk(gone, storage, 100_000)).toBe(true);
    expect(shouldReloadForChunk(gone, storage, 110_000)).toBe(false);
    expect(shouldReloadForChunk(gone, storage, 140_001)).toBe(true);
    expect(shouldReloadForChunk(new Error('other'), storage, 500_000)).toBe(false);
  });
});
