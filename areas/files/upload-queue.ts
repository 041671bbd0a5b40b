'use client';
// The upload queue shared by /system/files and the file-picker field: each file is its own
// `POST /v1/files` through the BFF (docs/special-calls.md#files) on XMLHttpRequest — fetch reports no upload
// progress — with its own progress, Cancel and error, so one refusal (413 too big, 422 wrong type)
// never stops the others. Loaded on demand with the upload parts, never with a list's first load.
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { FileRecord } from '@/lib/resources/file-types';
import { ERROR_FALLBACK, messageFrom, redirectToLogin } from '@/lib/client/fetcher';
import { UPLOAD_URL } from './api';

export { UPLOAD_URL };

export type UploadStatus = 'uploading' | 'done' | 'failed' | 'cancelled';

export interface UploadItem {
  /** Stable key for the item's row. */
  key: number;
  name: string;
  size: number;
  /** Bytes sent so far. */
  loaded: number;
  status: UploadStatus;
  /** The upstream's message when it failed. */
  error?: string;
  /** The stored file once it is done. */
  record?: FileRecord;
}

export interface UploadOutcome {
  record?: FileRecord;
  error?: string;
  isCancelled?: boolean;
}

export interface UploadRequest {
  onProgress: (loaded: number, total: number) => void;
  onDone: (outcome: UploadOutcome) => void;
}

/**
 * Sends one file as the multipart `file` part, with the anti-forgery header and same-origin cookies the
 * BFF asks of every mutation (lib/client/fetcher.ts). Returns the function that cancels it.
 */
export function sendFile(file: File, { onProgress, onDone }: UploadRequest): () => void {
  const xhr = new XMLHttpRequest();
  let isFinished = false;
  const finish = (outcome: UploadOutcome) => {
    if (isFinished) return;
    isFinished = true;
    onDone(outcome);
  };
  xhr.open('POST', UPLOAD_URL);
  xhr.withCredentials = true;
  xhr.setRequestHeader('accept', 'application/json');
  xhr.setRequestHeader('x-csrf', '1');
  xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
  xhr.onload = () => {
    if (xhr.status >= 200 && xhr.status < 300) {
      try {
        finish({ record: (JSON.parse(xhr.responseText) as { data: FileRecord }).data });
      } catch {
        finish({ error: ERROR_FALLBACK });
      }
      return;
    }
    if (xhr.status === 401) redirectToLogin();
    finish({ error: messageFrom(xhr.responseText ?? '') });
  };
  xhr.onerror = () => finish({ error: ERROR_FALLBACK });
  xhr.ontimeout = () => finish({ error: ERROR_FALLBACK });
  xhr.onabort = () => finish({ isCancelled: true });
  const body = new FormData();
  body.append('file', file);
  xhr.send(body);
  return () => {
    if (!isFinished) xhr.abort();
  };
}

type Listener = () => void;

/** The queue's state, outside React so it can be tested without a screen and shared by its views. */
export class UploadQueue {
  private items: readonly UploadItem[] = [];
  private readonly cancels = new Map<number, () => void>();
  private readonly listeners = new Set<Listener>();
  private nextKey = 1;

  private onUploaded: (record: FileRecord) => void;

  constructor(onUploaded: (record: FileRecord) => void, private readonly send = sendFile) {
    this.onUploaded = onUploaded;
  }

  /** Replaces what runs once per stored file (a view's latest callback). */
  setOnUploaded(onUploaded: (record: FileRecord) => void): void {
    this.onUploaded = onUploaded;
  }

  getItems = (): readonly UploadItem[] => this.items;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Starts one upload per file, all at once. */
  add(files: readonly File[]): void {
    for (const file of files) {
      const key = this.nextKey++;
      this.items = [...this.items, { key, name: file.name, size: file.size, loaded: 0, status: 'uploading' }];
      const cancel = this.send(file, {
        onProgress: (loaded) => this.update(key, { loaded: Math.min(loaded, file.size) }),
        onDone: (outcome) => {
          this.cancels.delete(key);
          if (outcome.record) {
            this.update(key, { status: 'done', loaded: file.size, record: outcome.record });
            this.onUploaded(outcome.record);
          } else if (outcome.isCancelled) {
            this.update(key, { status: 'cancelled' });
          } else {
            this.update(key, { status: 'failed', error: outcome.error ?? ERROR_FALLBACK });
          }
        },
      });
      if (this.items.find((item) => item.key === key)?.status === 'uploading') this.cancels.set(key, cancel);
    }
    this.emit();
  }

  cancel(key: number): void {
    this.cancels.get(key)?.();
  }

  /** Takes a finished row (done, failed or cancelled) off the list. */
  dismiss(key: number): void {
    this.items = this.items.filter((item) => item.key !== key || item.status === 'uploading');
    this.emit();
  }

  /** Cancels whatever is still running (the view is leaving). */
  cancelAll(): void {
    for (const cancel of [...this.cancels.values()]) cancel();
  }

  private update(key: number, change: Partial<UploadItem>): void {
    this.items = this.items.map((item) => (item.key === key ? { ...item, ...change } : item));
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

/** A queue for one view; `onUploaded` runs once per stored file. Running uploads are cancelled on unmount. */
export function useUploadQueue(onUploaded: (record: FileRecord) => void): { queue: UploadQueue; items: readonly UploadItem[] } {
  const [queue] = useState(() => new UploadQueue(onUploaded));
  useEffect(() => {
    queue.setOnUploaded(onUploaded);
  });
  useEffect(() => () => queue.cancelAll(), [queue]);
  const items = useSyncExternalStore(queue.subscribe, queue.getItems, queue.getItems);
  return { queue, items };
}
