/**
 * The content coding both servers answer compressible bodies in (the web's hashed assets, the
 * platform's playlists and WebVTT tracks), from the request's Accept-Encoding.
 */
export type Encoding = 'br' | 'gzip';

/** br before gzip; an encoding explicitly refused (q=0) is not chosen. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part && !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0].trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}
