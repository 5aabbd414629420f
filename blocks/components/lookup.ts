import type { ComponentType } from 'react';
import type { BlockRenderProps } from '../types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBlockComponent = ComponentType<BlockRenderProps<any, any>>;
export type Components = Record<string, AnyBlockComponent>;

/** Own keys only: a document type like "constructor" must not find Object.prototype members. */
export const lookupComponent = (components: Components, type: string): AnyBlockComponent | undefined =>
  Object.prototype.hasOwnProperty.call(components, type) ? components[type] : undefined;
