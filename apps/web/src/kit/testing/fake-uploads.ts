import { vi } from 'vitest';

/** One upload the page sent, held until the test answers it. */
export interface FakeUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The multipart field `file`. */
  file: File | null;
  /** The page gave up on it (a new file, clear, leaving). */
  aborted: boolean;
  /** Reports `loaded` of `total` bytes sent. */
  progress: (loaded: number, total: number) => void;
  /** The server's answer: JSON with a status, and any response headers (names in lower case). */
  answer: (status: number, body?: unknown, headers?: Record<string, string>) => void;
  /** The connection drops. */
  fail: () => void;
}

/**
 * Replaces XMLHttpRequest (what `uploadFile` of lib/api-client sends files with, for its progress)
 * with uploads the test answers; returns them in the order sent. Wrap an answer in `act`.
 */
export function fakeUploads(): FakeUpload[] {
  const uploads: FakeUpload[] = [];
  class FakeRequest {
    status = 0;
    statusText = '';
    responseText = '';
    private responseHeaders: Record<string, string> = {};
    upload: { onprogress: ((event: ProgressEventInit) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private readonly sent: FakeUpload;

    constructor() {
      const settled = () => this.sent.aborted || this.status !== 0;
      this.sent = {
        method: '',
        url: '',
        headers: {},
        file: null,
        aborted: false,
        progress: (loaded, total) => this.upload.onprogress?.({ lengthComputable: true, loaded, total }),
        answer: (status, body, headers = {}) => {
          if (settled()) return;
          this.status = status;
          this.responseHeaders = headers;
          this.responseText = body === undefined ? '' : JSON.stringify(body);
          this.onload?.();
        },
        fail: () => {
          if (!settled()) this.onerror?.();
        },
      };
    }

    open(method: string, url: string) {
      this.sent.method = method;
      this.sent.url = url;
    }

    getResponseHeader(name: string): string | null {
      return this.responseHeaders[name.toLowerCase()] ?? null;
    }

    setRequestHeader(name: string, value: string) {
      this.sent.headers[name] = value;
    }

    send(body: FormData) {
      const file = body.get('file');
      this.sent.file = file instanceof File ? file : null;
      uploads.push(this.sent);
    }

    abort() {
      if (this.sent.aborted) return;
      this.sent.aborted = true;
      this.onabort?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return uploads;
}
