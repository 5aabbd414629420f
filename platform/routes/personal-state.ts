/**
 * GET /user/state-version: the signed-in viewer's personal state version (migration 024). The
 * web remembers a signed-in page it rendered together with this version and reuses it only while
 * the version is unchanged. The token check includes the session check, so an ended session
 * answers 401 and is never handed a remembered page.
 */
import { contract } from '../../contract/index.js';
import { route } from '../contract-route.js';
import type { PlatformPlugin } from '../context.js';
import '../personal/tables.js';

export const personalStateRoutes: PlatformPlugin = async (app, ctx) => {
  route(app, contract.account.stateVersion, async ({ req }) => {
    const viewer = await ctx.auth.requireUser(req);
    const row = await ctx.db.selectFrom('personal_state_versions').select('version').where('user_id', '=', viewer.id).executeTakeFirst();
    return { version: String(row?.version ?? 0) };
  });
};
