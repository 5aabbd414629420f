/**
 * Where the web serves hls.js's worker (server/vendor-assets.ts). The ES module build of hls.js
 * cannot start its own worker (only the UMD build can), so without `workerPath` it demuxes and
 * remuxes every segment on the main thread: long tasks for as long as a video plays. The path
 * names the version, so the file is cached for a year and a new hls.js is a new address.
 */
export const HLS_WORKER_PREFIX = '/vendor/hls.worker.';

export function hlsWorkerPath(version: string): string {
  return `${HLS_WORKER_PREFIX}${encodeURIComponent(version)}.js`;
}
