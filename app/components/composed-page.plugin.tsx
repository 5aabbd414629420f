/**
 * One prepared plugin (plugin screen, admin plugin preview): the same validated-on-the-server
 * rendering as a composed page's blocks, without the page around it. Its own module so the
 * plugin components stay out of the composed pages' bundle.
 */
import type { SerializeFrom } from '@remix-run/node';
import { pluginComponent } from '../../blocks/components/plugins';
import { renderBlock, type PreparedBlock } from './composed-page';

export function PreparedPlugin({ entry, showErrors }: { entry: PreparedBlock | SerializeFrom<PreparedBlock>; showErrors: boolean }) {
  return <>{renderBlock(entry, pluginComponent, showErrors)}</>;
}
