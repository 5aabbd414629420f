import { describe, expect, it } from 'vitest';
import { readableTextOn, withBackgroundText } from './row-background';
import { rowBackgroundStyle } from './row-frame';

describe('the text colour of a row on its editor-picked background', () => {
  it('picks the colour with the higher contrast', () => {
    expect(readableTextOn('#ff7a00')).toBe('#0b0b10'); // white on bright orange is under AA
    expect(readableTextOn('#1a237e')).toBe('#ffffff');
    expect(readableTextOn('#fff')).toBe('#0b0b10');
  });

  it('leaves other colour syntaxes and images to the inherited colour', () => {
    expect(readableTextOn('rgb(0 0 0)')).toBeNull();
    expect(withBackgroundText({ background: 'https://img.example/a.jpg' })).toEqual({ background: 'https://img.example/a.jpg' });
    expect(withBackgroundText({})).toEqual({});
  });

  it('is written once on the server and only applied by the row', () => {
    const props = withBackgroundText({ background: '#ff7a00' });
    expect(props.backgroundText).toBe('#0b0b10');
    expect(rowBackgroundStyle(props.background, props.backgroundText)).toMatchObject({ backgroundColor: '#ff7a00', color: '#0b0b10' });
    // A hostile value is no colour and sets no style.
    expect(rowBackgroundStyle('red; background: url(x)', '#fff')).toBeUndefined();
  });
});
