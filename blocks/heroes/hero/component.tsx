import { Suspense, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { logicalTextAlign } from '../../shared/text-align';
import { CtaButton } from '../../shared/cta-button';
import { activeGradients, gradientLayers } from '../../shared/gradients';
import { imageSrcSet, NARROWEST_VIEWPORT, snapToWidthStep, withWidth } from '../../shared/images';
import { useBlockEnvironment } from '../../shared/environment';
import type { BlockRenderProps } from '../../types';
import { HERO_RESIZE_DEBOUNCE_MS, nextHeroImageState, signalsReady, type HeroImageState } from './image-state';
import type { schema } from './schema';

export type HeroProps = z.output<typeof schema>;
export interface HeroContext {
  /** Heroes at the top of the page load their image eagerly with high priority. */
  index: number;
  onReady?: (heroId: string) => void;
}

export const TITLE_IMAGE_HEIGHT = 150;
const FLEX: Record<'LEFT' | 'CENTER' | 'RIGHT' | 'TOP' | 'BOTTOM', string> = {
  LEFT: 'flex-start',
  CENTER: 'center',
  RIGHT: 'flex-end',
  TOP: 'flex-start',
  BOTTOM: 'flex-end',
};

export function Component({ props, context }: BlockRenderProps<HeroProps, HeroContext>) {
  const { background, heroComponentsDisplay: display } = props;
  const imgRef = useRef<HTMLImageElement>(null);
  const [state, setState] = useState<HeroImageState>('loading');
  const [hydrated, setHydrated] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  const onReady = context?.onReady;
  const eager = (context?.index ?? 0) === 0;

  // The image may have finished (or failed) before hydration attached onLoad/onError.
  useEffect(() => {
    setHydrated(true);
    const img = imgRef.current;
    if (img?.complete) setState(nextHeroImageState('loading', img.naturalWidth > 0 ? 'load' : 'error'));
  }, [reloadKey]);

  useEffect(() => {
    if (signalsReady(state)) onReady?.(props.heroId);
  }, [state, onReady, props.heroId]);

  // Resize / orientation change: reload once the viewport has settled, if the width step changed.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastStep = snapToWidthStep(window.innerWidth * (window.devicePixelRatio || 1));
    let lastPortrait = window.matchMedia('(orientation: portrait)').matches;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const step = snapToWidthStep(window.innerWidth * (window.devicePixelRatio || 1));
        const portrait = window.matchMedia('(orientation: portrait)').matches;
        if (step !== lastStep || portrait !== lastPortrait) {
          lastStep = step;
          lastPortrait = portrait;
          setState((s) => nextHeroImageState(s, 'reload'));
          setReloadKey((k) => k + 1);
        }
      }, HERO_RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    window.addEventListener('orientationchange', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
      window.removeEventListener('orientationchange', onResize);
    };
  }, []);

  // The background video (the app's lazy chunk) mounts once the image is in: it never delays the first paint.
  const { HeroBackgroundVideo } = useBlockEnvironment();
  const animated = props.videoBackgroundAutoPlay !== 'NONE' && background.animatedBackground;

  const gradients = gradientLayers(activeGradients(background));
  const textAlign = logicalTextAlign(props.textAlignment);
  const showTitle = display.showTitle;
  return (
    <section
      className="blk-hero"
      data-image-state={state}
      data-hydrated={hydrated || undefined}
      data-lcp={eager || undefined}
      aria-label={props.title || undefined}
      style={{ justifyContent: FLEX[props.alignmentHorizontal], alignItems: FLEX[props.alignmentVertical] }}
    >
      <picture key={reloadKey} className="blk-hero__picture">
        {background.portraitImageUrl ? (
          <source media="(orientation: portrait)" srcSet={imageSrcSet(background.portraitImageUrl, 1920, NARROWEST_VIEWPORT, 1)} sizes="100vw" />
        ) : null}
        <img
          ref={imgRef}
          className="blk-hero__image"
          src={withWidth(background.imageUrl, 1920)}
          srcSet={imageSrcSet(background.imageUrl, 3840, NARROWEST_VIEWPORT, 1)}
          sizes="100vw"
          width={1920}
          height={1080}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          {...(eager ? { fetchpriority: 'high', elementtiming: 'hero' } : {})}
          onLoad={() => setState((s) => nextHeroImageState(s, 'load'))}
          onError={() => setState((s) => nextHeroImageState(s, 'error'))}
        />
      </picture>
      {HeroBackgroundVideo && animated && state === 'ready' ? (
        <Suspense fallback={null}>
          <HeroBackgroundVideo entity={animated} heroAutoplay={props.videoBackgroundAutoPlay} poster={withWidth(background.imageUrl, 1920)} />
        </Suspense>
      ) : null}
      {gradients ? <div className="blk-hero__gradient" style={{ backgroundImage: gradients }} aria-hidden="true" /> : null}
      <div className="blk-hero__content" style={{ textAlign }}>
        {props.channelLogo ? <img className="blk-hero__logo" src={withWidth(props.channelLogo, 240)} alt="" height={48} /> : null}
        {showTitle ? (
          props.titleImage ? (
            <h1 className="blk-hero__title blk-hero__title--image">
              <img src={withWidth(props.titleImage, 960)} alt={props.title} height={TITLE_IMAGE_HEIGHT} style={{ height: TITLE_IMAGE_HEIGHT, width: 'auto' }} />
            </h1>
          ) : (
            <h1 className="blk-hero__title" dir="auto">
              {props.title}
            </h1>
          )
        ) : null}
        {props.tagline ? (
          <p className="blk-hero__tagline" dir="auto">
            {props.tagline}
          </p>
        ) : null}
        {display.showDescription && props.description ? (
          <p className="blk-hero__description" dir="auto">
            {props.description}
          </p>
        ) : null}
        {(display.showPrimaryCta && props.primaryButton) || props.secondaryButton ? (
          <div className="blk-row__ctas" style={{ justifyContent: textAlign === 'center' ? 'center' : textAlign === 'end' ? 'flex-end' : 'flex-start' }}>
            {display.showPrimaryCta && props.primaryButton ? <CtaButton cta={props.primaryButton} variant="primary" /> : null}
            {props.secondaryButton ? <CtaButton cta={props.secondaryButton} variant="secondary" /> : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
