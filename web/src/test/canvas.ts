import { vi } from 'vitest';

// jsdom has no canvas drawing, no toBlob and no ResizeObserver, which
// chart.js needs to draw. fakeCanvas stands in for the browser's: a 2D
// context that takes every call (measureText answers a width), toBlob
// answers a tiny PNG, ResizeObserver observes nothing. Charts then run
// their real configuration code in tests. Returns the blobs made and the
// files "downloaded" through an <a download> click.
export function fakeCanvas() {
  const downloads: Array<{ name: string; href: string }> = [];
  const blobs: Blob[] = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return fakeContext(this) as never;
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (callback: BlobCallback) {
    // The PNG signature, so a reader can tell what was made.
    const blob = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], { type: 'image/png' });
    blobs.push(blob);
    callback(blob);
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) downloads.push({ name: this.download, href: this.href });
  });
  if (!('createObjectURL' in URL)) Object.assign(URL, { createObjectURL: () => '', revokeObjectURL: () => undefined });
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:chart');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  if (!('ResizeObserver' in globalThis)) {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  }
  return { downloads, blobs };
}

function fakeContext(canvas: HTMLCanvasElement) {
  const state: Record<string | symbol, unknown> = { canvas };
  return new Proxy(state, {
    get(target, name) {
      if (name in target) return target[name];
      if (name === 'measureText') return (text: string) => ({ width: String(text).length * 6, actualBoundingBoxAscent: 8, actualBoundingBoxDescent: 2 });
      if (name === 'getImageData' || name === 'createImageData') return () => ({ data: new Uint8ClampedArray(4) });
      if (name === 'getLineDash') return () => [];
      if (name === 'getTransform') return () => ({ a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 });
      if (name === 'createLinearGradient' || name === 'createRadialGradient' || name === 'createPattern') return () => ({ addColorStop() {} });
      return () => undefined;
    },
    set(target, name, value) {
      target[name] = value;
      return true;
    },
  });
}
