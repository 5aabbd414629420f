import type { z } from 'zod';
import type { BlockRenderProps } from '../../types';
import type { schema } from './schema';

/** The frame's origin must be allowed (the schema checks it too; this guards data that skipped validation). */
export function isAllowedFrameSource(src: string, allowedOrigins: string[]): boolean {
  try {
    const url = new URL(src);
    return (url.protocol === 'https:' || url.protocol === 'http:') && allowedOrigins.includes(url.origin);
  } catch {
    return false;
  }
}

export function Component({ props }: BlockRenderProps<z.output<typeof schema>>) {
  if (!isAllowedFrameSource(props.src, props.allowedOrigins)) return null;
  return (
    <div className="blk-plugin blk-plugin--iframe" style={props.height ? { height: props.height } : { aspectRatio: props.aspectRatio }}>
      {/* allow-scripts without allow-same-origin: the frame runs in an opaque origin, no access to our cookies or DOM. */}
      <iframe src={props.src} title={props.title} sandbox="allow-scripts" referrerPolicy="no-referrer" loading="lazy" width="100%" height="100%" />
    </div>
  );
}
