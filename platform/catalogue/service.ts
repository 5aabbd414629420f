/**
 * The catalogue service shared by the content, access, favourites and live plugins:
 * one per platform context (so several servers in one test process stay apart).
 * Holds the catalogue snapshot (reloaded after SNAPSHOT_TTL_MS), the schedule anchor
 * and the clock, and builds the per-request viewer context.
 */
import type { FastifyRequest } from 'fastify';
import type { PlatformContext } from '../context.js';
import type { Viewer } from '../auth/helpers.js';
import { loadCatalogue, type Catalogue } from './catalogue.js';
import { cycledAnchor, resolveAnchor } from './schedule.js';
import type { HeldLicence } from './access.js';
import { answerLocale } from '../realms/locale.js';
import './tables.js';

const SNAPSHOT_TTL_MS = 30_000;
const COUNTRY = /^[A-Za-z]{2}$/;

export interface ViewerContext {
  viewer: Viewer | null;
  signedIn: boolean;
  /** Signed-in user id, else null. */
  userId: string | null;
  country: string;
  now: number;
  held: HeldLicence[];
  favourites: Set<string>;
  /** The locale catalogue text is answered in, and the realm default it falls back to. */
  locale: string;
  defaultLocale: string;
}

export class CatalogueService {
  private snapshot: Catalogue | null = null;
  private loadedAt = 0;
  private loading: Promise<Catalogue> | null = null;
  private pinnedAnchor: number | null = null;

  constructor(
    readonly ctx: PlatformContext,
    readonly clock: { now(): number } = { now: () => Date.now() },
  ) {}

  /**
   * Fixed at first use (the first content call after start, or CATALOGUE_ANCHOR), then
   * moved on by whole schedule cycles (CATALOGUE_CYCLE_HOURS, default 6; 0 = never repeat).
   */
  get anchor(): number {
    this.pinnedAnchor ??= resolveAnchor(this.clock.now(), process.env.CATALOGUE_ANCHOR);
    return cycledAnchor(this.pinnedAnchor, this.clock.now(), this.cycleMs);
  }

  private readonly cycleMs = (() => {
    const hours = Number(process.env.CATALOGUE_CYCLE_HOURS ?? 6);
    return Number.isFinite(hours) && hours > 0 ? hours * 3_600_000 : 0;
  })();

  now(): number {
    return this.clock.now();
  }

  get publicUrl(): string {
    return this.ctx.config.publicUrl;
  }

  async catalogue(): Promise<Catalogue> {
    const fresh = this.snapshot && this.now() - this.loadedAt < SNAPSHOT_TTL_MS;
    if (fresh) return this.snapshot!;
    if (!this.loading) {
      this.loading = loadCatalogue(this.ctx.db)
        .then((c) => {
          this.snapshot = c;
          this.loadedAt = this.now();
          return c;
        })
        .finally(() => {
          this.loading = null;
        });
    }
    // A stale snapshot keeps serving while the reload runs.
    return this.snapshot ?? this.loading;
  }

  /** Forget the snapshot (after a write to catalogue tables). */
  invalidate() {
    this.snapshot = null;
  }

  /** Header named by COUNTRY_HEADER, else the realm's defaultCountry, else GB. */
  countryOf(req: FastifyRequest): string {
    const raw = req.headers[this.ctx.config.countryHeader];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value && COUNTRY.test(value.trim())) return value.trim().toUpperCase();
    const fallback = req.realm?.settings?.defaultCountry;
    return typeof fallback === 'string' && COUNTRY.test(fallback) ? fallback.toUpperCase() : 'GB';
  }

  /** `favourites: false` skips the favourites query where no card shows the flag (manifests). */
  async viewerContext(req: FastifyRequest, options: { favourites?: boolean } = {}): Promise<ViewerContext> {
    const viewer = await this.ctx.auth.optionalViewer(req);
    const signedIn = Boolean(viewer && !viewer.isGuest);
    const userId = signedIn ? viewer!.id : null;
    const [held, favourites] = userId
      ? await Promise.all([this.heldLicences(userId), options.favourites === false ? new Set<string>() : this.favouriteIds(userId)])
      : [[], new Set<string>()];
    return {
      viewer,
      signedIn,
      userId,
      country: this.countryOf(req),
      now: this.now(),
      held,
      favourites,
      ...answerLocale(req.headers['accept-language'], req.realm),
    };
  }

  async heldLicences(userId: string): Promise<HeldLicence[]> {
    const rows = await this.ctx.db.selectFrom('user_licences').select(['licence_id', 'status', 'expires_at']).where('user_id', '=', userId).execute();
    return rows.map((r) => ({
      licenceId: r.licence_id,
      status: r.status,
      expiresAt: r.expires_at ? new Date(r.expires_at).getTime() : null,
    }));
  }

  async favouriteIds(userId: string): Promise<Set<string>> {
    const rows = await this.ctx.db.selectFrom('favourites').select('vod_id').where('user_id', '=', userId).execute();
    return new Set(rows.map((r) => r.vod_id));
  }

  /** The realm's DVR window for live stream URLs (realm setting liveDvrWindowSeconds, default 2 h). */
  dvrWindowSeconds(req: FastifyRequest): number {
    const value = req.realm?.settings?.liveDvrWindowSeconds;
    return typeof value === 'number' && value >= 0 ? value : 7200;
  }
}

const services = new WeakMap<PlatformContext, CatalogueService>();

export function catalogueFor(ctx: PlatformContext): CatalogueService {
  let service = services.get(ctx);
  if (!service) {
    service = new CatalogueService(ctx, ctx.clock);
    services.set(ctx, service);
  }
  return service;
}
