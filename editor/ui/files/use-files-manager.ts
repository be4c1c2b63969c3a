// The file manager's state: the listed files (reloaded when the search changes; a late answer
// to an older search is ignored), the uploads in flight with their progress (sent one at a
// time, cancelled when the dialog closes), refusals shown until dismissed, and a short status
// for screen readers after each change.
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkFileName } from '../../../shared/api/file-changes';
import { FileMessage, type FileRecord } from '../../../shared/api/files';
import type { FilesClient } from '../../files/client';
import { uploadRefusal, withFile, withoutFile } from '../../files/file-list';

export interface UploadInProgress {
  readonly key: number;
  readonly name: string;
  /** Fraction sent, 0 to 1; at 1 the server is making the image sizes. */
  readonly progress: number;
}

export interface Notice {
  readonly key: number;
  readonly title: string;
  readonly message: string;
}

export type RenameOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly fieldError?: string };

export interface FilesManager {
  /** Null until the first list arrives. */
  readonly files: readonly FileRecord[] | null;
  readonly loadError: string | null;
  readonly search: string;
  readonly uploads: readonly UploadInProgress[];
  readonly notices: readonly Notice[];
  readonly announcement: string;
  setSearch(search: string): void;
  reload(): void;
  upload(files: readonly File[]): void;
  rename(file: FileRecord, name: string): Promise<RenameOutcome>;
  remove(file: FileRecord): Promise<boolean>;
  dismiss(key: number): void;
}

export function useFilesManager(client: FilesClient): FilesManager {
  const [files, setFiles] = useState<readonly FileRecord[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [reloads, setReloads] = useState(0);
  const [uploads, setUploads] = useState<readonly UploadInProgress[]>([]);
  const [notices, setNotices] = useState<readonly Notice[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const nextKey = useRef(0);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const closed = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    closed.current = controller;
    return () => controller.abort();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` is the "Try again" trigger
  useEffect(() => {
    let current = true;
    client.list(search).then((result) => {
      if (!current) return;
      if (result.ok) {
        setFiles(result.value);
        setLoadError(null);
      } else {
        setLoadError(result.message);
      }
    });
    return () => {
      current = false;
    };
  }, [client, search, reloads]);

  const notify = useCallback((title: string, message: string) => {
    const key = nextKey.current++;
    setNotices((list) => [...list, { key, title, message }]);
  }, []);

  const uploadOne = useCallback(
    async (file: File, key: number) => {
      const signal = closed.current?.signal;
      if (signal?.aborted) return;
      const setProgress = (progress: number) =>
        setUploads((list) => list.map((item) => (item.key === key ? { ...item, progress } : item)));
      let result: Awaited<ReturnType<FilesClient['upload']>>;
      try {
        result = await client.upload(file, { signal, onProgress: setProgress });
      } catch {
        result = { ok: false, status: 0, message: FileMessage.uploadFailed };
      }
      if (signal?.aborted) return;
      setUploads((list) => list.filter((item) => item.key !== key));
      if (result.ok) {
        const record = result.value;
        setFiles((list) => withFile(list ?? [], record));
        setAnnouncement(`${record.name} uploaded.`);
      } else {
        notify(FileMessage.uploadFailedTitle, result.message);
      }
    },
    [client, notify],
  );

  const upload = useCallback(
    (chosen: readonly File[]) => {
      for (const file of chosen) {
        const refusal = uploadRefusal(file);
        if (refusal) {
          notify(FileMessage.uploadFailedTitle, refusal);
          continue;
        }
        const key = nextKey.current++;
        setUploads((list) => [...list, { key, name: file.name, progress: 0 }]);
        queue.current = queue.current.then(() => uploadOne(file, key));
      }
    },
    [notify, uploadOne],
  );

  const rename = useCallback(
    async (file: FileRecord, name: string): Promise<RenameOutcome> => {
      const checked = checkFileName(name);
      if (!checked.ok) return { ok: false, fieldError: checked.error };
      const result = await client.rename(file.id, checked.value);
      if (result.ok) {
        setFiles((list) => withFile(list ?? [], result.value));
        setAnnouncement(`Renamed to ${result.value.name}.`);
        return { ok: true };
      }
      if (result.status === 400) return { ok: false, fieldError: result.message };
      notify(FileMessage.renameFailedTitle, result.message);
      return { ok: false };
    },
    [client, notify],
  );

  const remove = useCallback(
    async (file: FileRecord) => {
      const result = await client.remove(file.id);
      // 404: it was already gone, so the list drops it too.
      if (result.ok || result.status === 404) {
        setFiles((list) => withoutFile(list ?? [], file.id));
        setAnnouncement(`${file.name} deleted.`);
        return true;
      }
      notify(FileMessage.deleteFailedTitle, result.message);
      return false;
    },
    [client, notify],
  );

  return {
    files,
    loadError,
    search,
    uploads,
    notices,
    announcement,
    setSearch,
    reload: useCallback(() => setReloads((count) => count + 1), []),
    upload,
    rename,
    remove,
    dismiss: useCallback((key: number) => {
      setNotices((list) => list.filter((notice) => notice.key !== key));
    }, []),
  };
}
