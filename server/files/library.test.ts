// The library's order of writing an upload's bytes, whatever the engine: the variants, then the
// original last (a file with an original has all its variants), then commit, then the record;
// a write that fails half-way discards what was written and records nothing.
import { describe, expect, it } from 'vitest';
import type { FileStore, StoredFile } from '../storage/file-store';
import type { FileBody, FileBytes, PendingUpload } from './file-bytes';
import { FileLibrary } from './library';
import { png } from './test-images';

/** An engine that records each step and fails the write of `failOn` when asked. */
function recordingBytes(failOn?: string): { bytes: FileBytes; steps: string[] } {
  const steps: string[] = [];
  const pending: PendingUpload = {
    write: async (fileName, _data, type) => {
      steps.push(`write ${fileName} ${type}`);
      if (fileName === failOn) throw new Error('connection reset');
    },
    commit: async () => {
      steps.push('commit');
    },
    discard: async () => {
      steps.push('discard');
    },
  };
  const bytes: FileBytes = {
    begin: async () => pending,
    open: async (): Promise<FileBody | undefined> => undefined,
    remove: async (id) => {
      steps.push(`remove ${id}`);
    },
    sweep: async () => [],
    close: () => undefined,
  };
  return { bytes, steps };
}

function memoryStore(steps: string[]): FileStore {
  const files = new Map<string, StoredFile>();
  return {
    add: async (file) => {
      steps.push('record');
      files.set(file.id, file);
    },
    get: async (id) => files.get(id),
    list: async () => [...files.values()],
    change: async () => undefined,
    remove: async (id) => files.delete(id),
    ids: async () => [...files.keys()],
  };
}

describe('FileLibrary.upload', () => {
  it('writes the variants, then the original, commits, then records', async () => {
    const { bytes, steps } = recordingBytes();
    const library = new FileLibrary(memoryStore(steps), bytes);
    const result = await library.upload({
      name: 'a.png',
      type: 'image/png',
      bytes: await png(320, 200),
    });
    expect(result.kind).toBe('stored');
    expect(steps).toEqual([
      'write 100w.webp image/webp',
      'write 300w.webp image/webp',
      'write original.png image/png',
      'commit',
      'record',
    ]);
  });

  it('discards what was written when a write fails, and records nothing', async () => {
    const { bytes, steps } = recordingBytes('300w.webp');
    const library = new FileLibrary(memoryStore(steps), bytes);
    const upload = { name: 'a.png', type: 'image/png', bytes: await png(320, 200) };
    await expect(library.upload(upload)).rejects.toThrow('connection reset');
    expect(steps).toEqual(['write 100w.webp image/webp', 'write 300w.webp image/webp', 'discard']);
    expect(await library.list()).toEqual([]);
  });
});
