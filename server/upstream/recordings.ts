// The recordings a mock may replay (decision 72): folders inside one root (MOCK_RECORDINGS,
// `recordings` by default), reached without a symbolic link, read without blocking the server,
// and loaded once for every sandbox that replays the same folder (the index is read-only; each
// replay counts its own calls).
import { lstat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { readExchanges, recordingSignature } from './recording-files.ts';
import { indexOf, type RecordingIndex } from './recording-index.ts';

/** Why a folder is not one the mock may replay. */
export type FolderRefusal = 'outside' | 'not-a-folder' | 'link';

export class FolderRefused extends Error {
  constructor(
    readonly why: FolderRefusal,
    readonly folder: string,
  ) {
    super(
      why === 'outside'
        ? `${folder} is not inside the recordings root`
        : why === 'link'
          ? `${folder} is reached through a symbolic link`
          : `${folder} is not a folder`,
    );
  }
}

export type Recordings = ReturnType<typeof createRecordings>;

export function createRecordings(rootSetting: string) {
  const root = resolve(rootSetting);
  /** what each folder was last loaded as, while a replay still holds it */
  const loaded = new Map<string, { signature: string; index: WeakRef<RecordingIndex> }>();
  const loading = new Map<string, Promise<RecordingIndex>>();

  /** The folder, checked: inside the root, every step from the root a folder and no link. */
  async function checked(folder: string, shown: string): Promise<string> {
    const path = relative(root, folder);
    if (path.startsWith('..') || isAbsolute(path)) throw new FolderRefused('outside', shown);
    let step = root;
    for (const part of path ? path.split(sep) : []) {
      step = join(step, part);
      const stat = await lstat(step).catch(() => null);
      if (stat?.isSymbolicLink()) throw new FolderRefused('link', shown);
      if (!stat?.isDirectory()) throw new FolderRefused('not-a-folder', shown);
    }
    const top = await lstat(root).catch(() => null);
    if (!top) throw new FolderRefused('not-a-folder', shown);
    return folder;
  }

  async function load(folder: string): Promise<RecordingIndex> {
    const { files, signature } = await recordingSignature(folder);
    const before = loaded.get(folder);
    const kept = before?.signature === signature ? before.index.deref() : undefined;
    if (kept) return kept;
    const key = `${folder}\n${signature}`;
    let pending = loading.get(key);
    if (!pending) {
      pending = readExchanges(folder, files).then(indexOf);
      loading.set(key, pending);
      void pending
        .then((index) => loaded.set(folder, { signature, index: new WeakRef(index) }))
        .catch(() => {})
        .finally(() => loading.delete(key));
    }
    return pending;
  }

  return {
    root,
    /**
     * A folder named by a caller of the controls: relative to the root, without `..`; never an
     * absolute path. Refused (FolderRefused) otherwise, or when it is not a folder inside the root.
     */
    async named(name: string): Promise<string> {
      if (isAbsolute(name) || /^[\\/]/.test(name) || name.split(/[\\/]/).includes('..'))
        throw new FolderRefused('outside', name);
      return checked(resolve(root, name), name);
    },
    /** A folder set at start (MOCK_REPLAY): a path from the working directory, inside the root. */
    async set(path: string): Promise<string> {
      return checked(resolve(path), path);
    },
    /** The folder's recording, loaded once for all who replay it while it stays the same. */
    load,
  };
}
