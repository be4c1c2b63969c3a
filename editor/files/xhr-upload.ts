// One multipart POST through XMLHttpRequest: fetch cannot report upload progress, XHR can.
export type UploadAnswer =
  | { readonly kind: 'answered'; readonly status: number; readonly text: string }
  | { readonly kind: 'network-error' }
  | { readonly kind: 'aborted' };

export interface XhrUploadRequest {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: FormData;
  readonly onProgress?: (fraction: number) => void;
  readonly signal?: AbortSignal;
}

export function xhrUpload(xhr: XMLHttpRequest, request: XhrUploadRequest): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    if (request.signal?.aborted) {
      resolve({ kind: 'aborted' });
      return;
    }
    const abort = () => xhr.abort();
    const settle = (answer: UploadAnswer) => {
      request.signal?.removeEventListener('abort', abort);
      resolve(answer);
    };
    xhr.open('POST', request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        request.onProgress?.(Math.min(1, event.loaded / event.total));
      }
    };
    xhr.onload = () => settle({ kind: 'answered', status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => settle({ kind: 'network-error' });
    xhr.ontimeout = () => settle({ kind: 'network-error' });
    xhr.onabort = () => settle({ kind: 'aborted' });
    request.signal?.addEventListener('abort', abort, { once: true });
    xhr.send(request.body);
  });
}
