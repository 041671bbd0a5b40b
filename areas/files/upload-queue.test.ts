/** @jest-environment jsdom */
// The upload queue against a fake XMLHttpRequest: what each upload sends, its progress, its own Cancel
// and its own error, and that one file's failure leaves the others running.
import { sendFile, UploadQueue, UPLOAD_URL, type UploadOutcome } from './upload-queue';

class FakeXhr {
  static all: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  isAborted = false;
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.all.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.isAborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

const realXhr = global.XMLHttpRequest;
beforeEach(() => {
  FakeXhr.all = [];
  global.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
});
afterAll(() => {
  global.XMLHttpRequest = realXhr;
});

const file = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const stored = (id: number, filename: string) => ({ data: { id, filename, kind: 'image' } });

describe('sendFile', () => {
  it('posts the file as the multipart file part with the anti-forgery header and same-origin cookies', () => {
    sendFile(file('a.png'), { onProgress: () => {}, onDone: () => {} });
    const [xhr] = FakeXhr.all;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(UPLOAD_URL);
    expect(UPLOAD_URL).toBe('/api/main/v1/files');
    expect(xhr.headers['x-csrf']).toBe('1');
    expect(xhr.withCredentials).toBe(true);
    expect((xhr.body?.get('file') as File).name).toBe('a.png');
  });

  it('reports progress and the stored file', () => {
    const progress: number[] = [];
    let outcome: UploadOutcome | undefined;
    sendFile(file('a.png'), { onProgress: (loaded) => progress.push(loaded), onDone: (done) => (outcome = done) });
    const [xhr] = FakeXhr.all;
    xhr.progress(250, 1000);
    xhr.progress(1000, 1000);
    xhr.answer(201, JSON.stringify(stored(7, 'a.png')));
    expect(progress).toEqual([250, 1000]);
    expect(outcome?.record).toMatchObject({ id: 7, filename: 'a.png' });
  });

  it("gives the upstream's message of a refusal", () => {
    let outcome: UploadOutcome | undefined;
    sendFile(file('big.png'), { onProgress: () => {}, onDone: (done) => (outcome = done) });
    FakeXhr.all[0].answer(413, 'Images may be at most 10 MB');
    expect(outcome).toEqual({ error: 'Images may be at most 10 MB' });
  });

  it('reads the message of a 422 JSON answer', () => {
    let outcome: UploadOutcome | undefined;
    sendFile(file('page.png'), { onProgress: () => {}, onDone: (done) => (outcome = done) });
    FakeXhr.all[0].answer(422, JSON.stringify({ message: 'This file is not an accepted type', errors: { file: 'This file is not an accepted type' } }));
    expect(outcome).toEqual({ error: 'This file is not an accepted type' });
  });

  it('cancels with abort, once, and says it was cancelled', () => {
    const outcomes: UploadOutcome[] = [];
    const cancel = sendFile(file('a.png'), { onProgress: () => {}, onDone: (done) => outcomes.push(done) });
    cancel();
    cancel();
    expect(FakeXhr.all[0].isAborted).toBe(true);
    expect(outcomes).toEqual([{ isCancelled: true }]);
  });

  it('does not abort a finished upload', () => {
    const cancel = sendFile(file('a.png'), { onProgress: () => {}, onDone: () => {} });
    FakeXhr.all[0].answer(201, JSON.stringify(stored(1, 'a.png')));
    cancel();
    expect(FakeXhr.all[0].isAborted).toBe(false);
  });
});

describe('UploadQueue', () => {
  it('runs each file on its own: one stored, one refused, one cancelled, each with its own state', () => {
    const uploaded: number[] = [];
    const queue = new UploadQueue((record) => uploaded.push(record.id));
    queue.add([file('ok.png', 100), file('big.png', 200), file('slow.png', 300)]);
    expect(queue.getItems().map((item) => item.status)).toEqual(['uploading', 'uploading', 'uploading']);
    const [ok, big, slow] = FakeXhr.all;

    slow.progress(150, 300);
    expect(queue.getItems()[2].loaded).toBe(150);

    big.answer(413, 'Images may be at most 10 MB');
    expect(queue.getItems()[1]).toMatchObject({ status: 'failed', error: 'Images may be at most 10 MB' });
    expect(queue.getItems()[0].status).toBe('uploading');

    queue.cancel(queue.getItems()[2].key);
    expect(slow.isAborted).toBe(true);
    expect(ok.isAborted).toBe(false);

    ok.answer(201, JSON.stringify(stored(9, 'ok.png')));
    expect(queue.getItems().map((item) => item.status)).toEqual(['done', 'failed', 'cancelled']);
    expect(queue.getItems()[0]).toMatchObject({ loaded: 100, record: { id: 9 } });
    expect(uploaded).toEqual([9]);
  });

  it('tells its views of every change and dismisses finished rows only', () => {
    const queue = new UploadQueue(() => {});
    const seen = jest.fn();
    queue.subscribe(seen);
    queue.add([file('a.png'), file('b.png')]);
    FakeXhr.all[0].answer(500, '');
    expect(seen).toHaveBeenCalled();
    const [failed, running] = queue.getItems();
    expect(failed.error).toBe('error_occured');
    queue.dismiss(failed.key);
    queue.dismiss(running.key);
    expect(queue.getItems().map((item) => item.name)).toEqual(['b.png']);
  });

  it('cancels everything still running when its view leaves', () => {
    const queue = new UploadQueue(() => {});
    queue.add([file('a.png'), file('b.png')]);
    FakeXhr.all[1].answer(201, JSON.stringify(stored(2, 'b.png')));
    queue.cancelAll();
    expect(FakeXhr.all.map((xhr) => xhr.isAborted)).toEqual([true, false]);
  });
});
