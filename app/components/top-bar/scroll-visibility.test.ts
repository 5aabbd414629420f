import { describe, expect, it } from 'vitest';
import { initialScrollState, nextScrollState } from './scroll-visibility';

function run(positions: number[]) {
  let state = initialScrollState;
  return positions.map((y) => (state = nextScrollState(state, y)).hidden);
}

describe('top bar scroll rule', () => {
  it('stays visible until 150 px, then hides while going down', () => {
    expect(run([100, 150, 151, 400])).toEqual([false, false, true, true]);
  });

  it('shows again only after 50 px up, and hides again when going down', () => {
    expect(run([400, 380, 351, 350, 340, 500])).toEqual([true, true, true, false, false, true]);
  });

  it('is always visible near the top', () => {
    expect(run([800, 100])).toEqual([true, false]);
  });
});
