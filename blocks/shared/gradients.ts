/** Hero background gradients (by default the bottom one only). */
export interface GradientFlags {
  gradientTop?: boolean;
  gradientRight?: boolean;
  gradientBottom?: boolean;
  gradientLeft?: boolean;
}

export type GradientSide = 'top' | 'right' | 'bottom' | 'left';

export function activeGradients(flags: GradientFlags): GradientSide[] {
  const sides: GradientSide[] = [];
  if (flags.gradientTop === true) sides.push('top');
  if (flags.gradientRight === true) sides.push('right');
  if (flags.gradientBottom !== false) sides.push('bottom');
  if (flags.gradientLeft === true) sides.push('left');
  return sides;
}

/** CSS background-image layers darkening the chosen edges towards the page background. */
export function gradientLayers(sides: GradientSide[], colour = 'var(--blk-bg, #0b0b10)'): string {
  const towards: Record<GradientSide, string> = { top: 'to bottom', right: 'to left', bottom: 'to top', left: 'to right' };
  return sides.map((side) => `linear-gradient(${towards[side]}, ${colour} 0%, transparent 45%)`).join(', ');
}
