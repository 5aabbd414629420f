/**
 * The manifest's annotations: chapters (seek bar marks, preview titles) and thumbnails
 * (seek preview), each loaded from its WebVTT file; none while loading or when it fails.
 */
import { useEffect, useState } from 'react';
import { loadVtt, parseChapters, parseThumbnails, type Chapter, type ThumbnailCue } from './vtt';

export function useAnnotations(
  chaptersUrl: string | null | undefined,
  thumbnailsUrl: string | null | undefined,
): { chapters: Chapter[]; thumbs: ThumbnailCue[] } {
  const [chapters, setChapters] = useState<Chapter[]>([]);
  const [thumbs, setThumbs] = useState<ThumbnailCue[]>([]);
  useEffect(() => {
    setChapters([]);
    if (!chaptersUrl) return;
    const abort = new AbortController();
    void loadVtt(chaptersUrl, (s) => parseChapters(s), fetch, abort.signal).then((c) => !abort.signal.aborted && setChapters(c));
    return () => abort.abort();
  }, [chaptersUrl]);
  useEffect(() => {
    setThumbs([]);
    if (!thumbnailsUrl) return;
    const abort = new AbortController();
    void loadVtt(thumbnailsUrl, parseThumbnails, fetch, abort.signal).then((c) => !abort.signal.aborted && setThumbs(c));
    return () => abort.abort();
  }, [thumbnailsUrl]);
  return { chapters, thumbs };
}
