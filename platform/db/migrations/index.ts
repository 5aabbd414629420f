/**
 * Every migration, in order. Forward-only: never edit a migration that has shipped,
 * add the next number instead. A static list (not a folder scan) so it works under tsx,
 * bundlers and tests alike. To add one: create `NNN_name.ts` exporting `up(db)` and add
 * a line below.
 */
import type { Migration } from 'kysely';
import * as m001 from './001_accounts.js';
import * as m002 from './002_catalogue.js';
import * as m003 from './003_auth_mail.js';
import * as m005 from './005_identity.js';
import * as m006 from './006_account.js';
import * as m007 from './007_rate_limits.js';
import * as m008 from './008_commerce.js';
import * as m010 from './010_catalogue_translations.js';
import * as m011 from './011_search.js';
import * as m013 from './013_subscriptions.js';
import * as m014 from './014_renewals.js';
import * as m015 from './015_gifts.js';
import * as m016 from './016_watchlists.js';
import * as m017 from './017_parental_control.js';
import * as m018 from './018_watch_together.js';
import * as m020 from './020_renewal_discounts.js';
import * as m021 from './021_reviews.js';
import * as m022 from './022_news_programme_translations.js';
import * as m023 from './023_search_translations.js';
import * as m024 from './024_personal_state_versions.js';

export const migrations: Record<string, Migration> = {
  '001_accounts': m001,
  '002_catalogue': m002,
  '003_auth_mail': m003,
  '005_identity': m005,
  '006_account': m006,
  '007_rate_limits': m007,
  '008_commerce': m008,
  '010_catalogue_translations': m010,
  '011_search': m011,
  '013_subscriptions': m013,
  '014_renewals': m014,
  '015_gifts': m015,
  '016_watchlists': m016,
  '017_parental_control': m017,
  '018_watch_together': m018,
  '020_renewal_discounts': m020,
  '021_reviews': m021,
  '022_news_programme_translations': m022,
  '023_search_translations': m023,
  '024_personal_state_versions': m024,
};
