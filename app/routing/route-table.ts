/**
 * The route table as data (a data table, hence its length): every route of the web,
 * each entry with its `kind` and its route module `file` (relative to app/).
 *
 * - `screen`: one path per path set. Paths use the Remix/React Router pattern
 *   syntax (`:param`, `:param?` optional). A screen is built when it has a
 *   `file`; screens without one stay in the table so links can be written to them,
 *   and fall to the realm 404. `paths.ts` writes links in the viewer's set.
 * - `resource`: `/_data/…` and `/_lang`, answered to scripts; one path, never localised.
 * - `admin`: the editors' `/_admin/…` pages; one path, never localised.
 * - `notFound`: the catch-all (`*`), the realm's 404 page.
 *
 * `route-registrations.ts` turns the table into Remix routes for `remix.config.js`,
 * which loads it with tsx's `tsImport`: keep this file free of imports so it loads
 * anywhere (config, tests, server, client).
 */

export const PATH_SETS = ['en', 'es', 'pt', 'debug'] as const;
export type PathSet = (typeof PATH_SETS)[number];

export interface ScreenDef {
  kind: 'screen';
  /** Path per path set. */
  paths: Record<PathSet, string>;
  /** Route module once the screen is built; only built screens become Remix routes. */
  file?: string;
  /** Detail pages keep the top bar visible while scrolling. */
  detail?: boolean;
}

/** A route with a single path in every set: resource calls, admin pages, the catch-all. */
export interface FixedRouteDef {
  kind: 'resource' | 'admin' | 'notFound';
  path: string;
  file: string;
}

export type RouteDef = ScreenDef | FixedRouteDef;
export type RouteKind = RouteDef['kind'];

/** Paths that stay English in every set. */
function english(path: string): Record<PathSet, string> {
  return { en: path, es: path, pt: path, debug: path };
}

export const ROUTE_TABLE = {
  // The site's address answers the home page itself (its canonical is the home path): no
  // redirect round trip for every arrival (ADR 0052).
  root: { kind: 'screen', paths: english('/'), file: 'content/home.route.tsx' },
  account: { kind: 'screen', paths: { en: '/account', es: '/cuenta', pt: '/a-minha-conta', debug: '/👤' }, file: 'account/account.route.tsx' },
  activateUser: {
    kind: 'screen',
    paths: { en: '/activate/:id', es: '/activar/:id', pt: '/ativar/:id', debug: '/✅/:id' },
    file: 'auth/email-confirmation.route.tsx',
  },
  browse: { kind: 'screen', paths: { en: '/browse', es: '/canales', pt: '/canais', debug: '/🧭' }, file: 'content/browse.route.tsx' },
  confirmReset: {
    kind: 'screen',
    paths: { en: '/confirm-reset/:code', es: '/confirmar-restablecimiento/:code', pt: '/confirmar-reposicao/:code', debug: '/🔓/:code' },
    file: 'parental/confirm-reset.route.tsx',
  },
  emailConfirmation: {
    kind: 'screen',
    paths: { en: '/email-confirmation', es: '/confirmacion-email', pt: '/confirmacao-email', debug: '/📧' },
    file: 'auth/email-confirmation.route.tsx',
  },
  epg: { kind: 'screen', paths: { en: '/epg', es: '/guia', pt: '/guia-de-programas', debug: '/📅' }, file: 'epg/epg.route.tsx' },
  externalPage: {
    kind: 'screen',
    paths: { en: '/externalpage/:pageId', es: '/pagina-externa/:pageId', pt: '/pagina-exterior/:pageId', debug: '/🌐/:pageId' },
    file: 'content/externalpage.route.tsx',
  },
  favourites: { kind: 'screen', paths: { en: '/favourites', es: '/favoritos', pt: '/favoritos', debug: '/⭐' }, file: 'lists/favourites.route.tsx' },
  fighter: { kind: 'screen', paths: english('/fighters/:id'), detail: true, file: 'fighters/fighter.route.tsx' },
  fighters: { kind: 'screen', paths: english('/fighters'), file: 'fighters/fighters.route.tsx' },
  gift: { kind: 'screen', paths: { en: '/gift/:giftId', es: '/regalo/:giftId', pt: '/oferta/:giftId', debug: '/🎁/:giftId' }, file: 'gift/gift.route.tsx' },
  gifts: { kind: 'screen', paths: { en: '/gift', es: '/regalo', pt: '/oferta', debug: '/🎁' }, file: 'gift/gifts.route.tsx' },
  giftLogin: {
    kind: 'screen',
    paths: { en: '/gift/:giftId?/login', es: '/regalo/:giftId?/iniciar-sesion', pt: '/oferta/:giftId?/entrar', debug: '/🎁/:giftId?/🔑' },
    file: 'gift/gift-login.route.tsx',
  },
  giftLoginRedirect: {
    kind: 'screen',
    paths: {
      en: '/gift/:giftId?/login/redirect',
      es: '/regalo/:giftId?/iniciar-sesion/redireccion',
      pt: '/oferta/:giftId?/entrar/redirecionar',
      debug: '/🎁/:giftId?/🔑/🔀',
    },
    file: 'gift/gift-login-redirect.route.tsx',
  },
  giftPay: {
    kind: 'screen',
    paths: { en: '/gift/:giftId?/pay', es: '/regalo/:giftId?/pagar', pt: '/oferta/:giftId?/pagar', debug: '/🎁/:giftId?/💳' },
    file: 'gift/gift-pay.route.tsx',
  },
  giftRedemptionLogin: {
    kind: 'screen',
    paths: {
      en: '/gift/redeem/:redeemCode/login',
      es: '/regalo/canjear/:redeemCode/iniciar-sesion',
      pt: '/oferta/resgatar/:redeemCode/entrar',
      debug: '/🎁/🎫/:redeemCode/🔑',
    },
    file: 'gift/gift-redeem-login.route.tsx',
  },
  giftRedemptionRegister: {
    kind: 'screen',
    paths: {
      en: '/gift/redeem/:redeemCode/register',
      es: '/regalo/canjear/:redeemCode/registro',
      pt: '/oferta/resgatar/:redeemCode/registar',
      debug: '/🎁/🎫/:redeemCode/📝',
    },
    file: 'gift/gift-redeem-register.route.tsx',
  },
  redeem: { kind: 'screen', paths: { en: '/redeem', es: '/canjear', pt: '/resgatar', debug: '/🎫' }, file: 'subscriptions/redeem.route.tsx' },
  grid: { kind: 'screen', paths: english('/grid'), file: 'grid/grid.route.tsx' },
  history: { kind: 'screen', paths: { en: '/history', es: '/historial', pt: '/historico', debug: '/🕘' }, file: 'lists/history.route.tsx' },
  home: { kind: 'screen', paths: { en: '/home', es: '/inicio', pt: '/inicio', debug: '/🏠' }, file: 'content/home.route.tsx' },
  impersonate: { kind: 'screen', paths: english('/impersonate/:token'), file: 'account/impersonate.route.tsx' },
  interstitial: {
    kind: 'screen',
    paths: {
      en: '/interstitial/:eventId/:eventTitle?',
      es: '/intersticial/:eventId/:eventTitle?',
      pt: '/intersticial/:eventId/:eventTitle?',
      debug: '/🚦/:eventId/:eventTitle?',
    },
    detail: true,
    file: 'watch/interstitial.route.tsx',
  },
  licenceRedirect: {
    kind: 'screen',
    paths: { en: '/licence-redirect', es: '/redireccion-licencia', pt: '/redirecionamento-licenca', debug: '/🪪' },
    file: 'account/licence-redirect.route.tsx',
  },
  liveNow: { kind: 'screen', paths: { en: '/livenow', es: '/envivo-ahora', pt: '/aovivo-agora', debug: '/🔴' }, file: 'live/livenow.route.tsx' },
  live: {
    kind: 'screen',
    paths: {
      en: '/live/:eventId/:eventTitle?',
      es: '/envivo/:eventId/:eventTitle?',
      pt: '/aovivo/:eventId/:eventTitle?',
      debug: '/📹/:eventId/:eventTitle?',
    },
    detail: true,
    file: 'live/live.route.tsx',
  },
  watchTogether: {
    kind: 'screen',
    paths: {
      en: '/live/:eventId/watch-together',
      es: '/envivo/:eventId/ver-juntos',
      pt: '/aovivo/:eventId/ver-juntos',
      debug: '/📹/:eventId/🤝',
    },
    detail: true,
    file: 'together/watch-together.route.tsx',
  },
  login: { kind: 'screen', paths: { en: '/login', es: '/iniciar-sesion', pt: '/entrar', debug: '/🔑' }, file: 'auth/login.route.tsx' },
  loginProvider: {
    kind: 'screen',
    paths: {
      en: '/login/:authProvider/:clientName?',
      es: '/iniciar-sesion/:authProvider/:clientName?',
      pt: '/entrar/:authProvider/:clientName?',
      debug: '/🔑/:authProvider/:clientName?',
    },
    file: 'identity/login-provider.route.tsx',
  },
  requestPassword: {
    kind: 'screen',
    paths: {
      en: '/login/request-password',
      es: '/iniciar-sesion/solicitar-contrasena',
      pt: '/entrar/pedir-palavra-passe',
      debug: '/🔑/🆘',
    },
    file: 'auth/login-password.route.tsx',
  },
  resetPassword: {
    kind: 'screen',
    paths: {
      en: '/login/resetpwd',
      es: '/iniciar-sesion/restablecer-contrasena',
      pt: '/entrar/repor-palavra-passe',
      debug: '/🔑/🔁',
    },
    file: 'auth/login-password.route.tsx',
  },
  magicLink: {
    kind: 'screen',
    paths: { en: '/login/magic-link', es: '/iniciar-sesion/enlace-magico', pt: '/entrar/link-magico', debug: '/🔑/✨' },
    file: 'auth/login-magic-link.route.tsx',
  },
  logout: { kind: 'screen', paths: { en: '/logout', es: '/cerrar-sesion', pt: '/sair', debug: '/🚪' }, file: 'auth/logout.route.tsx' },
  mobileExternal: {
    kind: 'screen',
    paths: { en: '/mobile-external', es: '/movil-externo', pt: '/movel-externo', debug: '/📱' },
    file: 'account/mobile-external.route.tsx',
  },
  multiView: {
    kind: 'screen',
    paths: { en: '/multi-video/:eventId', es: '/multivista/:eventId', pt: '/multivisao/:eventId', debug: '/🔲/:eventId' },
    detail: true,
    file: 'multiview/multiview.route.tsx',
  },
  /** "Area named after the product": a brand name, so it stays as written in every set. */
  productArea: { kind: 'screen', paths: english('/myuefa'), file: 'myuefa/myuefa.route.tsx' },
  news: { kind: 'screen', paths: { en: '/news', es: '/noticias', pt: '/noticias', debug: '/📰' }, file: 'news/news.route.tsx' },
  newsItem: {
    kind: 'screen',
    paths: {
      en: '/news/:feedName/:newId',
      es: '/noticias/:feedName/:newId',
      pt: '/noticias/:feedName/:newId',
      debug: '/📰/:feedName/:newId',
    },
    detail: true,
    file: 'news/news-item.route.tsx',
  },
  oauth: { kind: 'screen', paths: english('/oauth/:provider/:appname?'), file: 'identity/oauth.route.tsx' },
  pay: {
    kind: 'screen',
    paths: { en: '/pay/:providerId', es: '/pagar/:providerId', pt: '/pagar/:providerId', debug: '/💳/:providerId' },
    file: 'pay/pay.route.tsx',
  },
  paymentConfirmation: { kind: 'screen', paths: { en: '/pay', es: '/pagar', pt: '/pagar', debug: '/💳' }, file: 'pay/confirmation.route.tsx' },
  paymentAuthorization: {
    kind: 'screen',
    paths: { en: '/payment-authorization', es: '/autorizacion-pago', pt: '/autorizacao-pagamento', debug: '/🔐' },
    file: 'pay/authorization.route.tsx',
  },
  paymentUpdate: {
    kind: 'screen',
    paths: {
      en: '/payment-update/:licenceId',
      es: '/actualizar-pago/:licenceId',
      pt: '/atualizar-pagamento/:licenceId',
      debug: '/🔄/:licenceId',
    },
    file: 'account/payments/payment-update.route.tsx',
  },
  payment: {
    kind: 'screen',
    paths: { en: '/payment/:id', es: '/pago/:id', pt: '/pagamento/:id', debug: '/💰/:id' },
    file: 'account/payments/invoice.route.tsx',
  },
  playlist: {
    kind: 'screen',
    paths: {
      en: '/playlist/:playlistId/:playlistTitle?',
      es: '/lista/:playlistId/:playlistTitle?',
      pt: '/lista/:playlistId/:playlistTitle?',
      debug: '/🎶/:playlistId/:playlistTitle?',
    },
    detail: true,
    file: 'playlist/playlist.route.tsx',
  },
  plugin: { kind: 'screen', paths: english('/plugin/:id'), file: 'content/plugin.route.tsx' },
  parentalControl: {
    kind: 'screen',
    paths: { en: '/parental-control', es: '/control-parental', pt: '/controlo-parental', debug: '/🛡️' },
    file: 'parental/parental-control.route.tsx',
  },
  preferences: { kind: 'screen', paths: { en: '/preferences', es: '/preferencias', pt: '/preferencias', debug: '/🔧' }, file: 'account/preferences.route.tsx' },
  profiles: { kind: 'screen', paths: { en: '/profiles', es: '/perfiles', pt: '/perfis', debug: '/👥' }, file: 'account/profiles.route.tsx' },
  providers: {
    kind: 'screen',
    paths: {
      en: '/providers/:result?/:device?',
      es: '/proveedores/:result?/:device?',
      pt: '/fornecedores/:result?/:device?',
      debug: '/🏢/:result?/:device?',
    },
    file: 'identity/providers.route.tsx',
  },
  purchase: { kind: 'screen', paths: { en: '/purchase', es: '/comprar', pt: '/aderir', debug: '/🛒' }, file: 'purchase/purchase.route.tsx' },
  releases: { kind: 'screen', paths: { en: '/releases', es: '/estrenos', pt: '/estreias', debug: '/🆕' }, file: 'releases/releases.route.tsx' },
  requestNewPassword: {
    kind: 'screen',
    paths: { en: '/requestnewpwd', es: '/solicitar-nueva-contrasena', pt: '/pedir-nova-palavra-passe', debug: '/🔏' },
    file: 'auth/login-password.route.tsx',
  },
  resetPasswordLegacy: {
    kind: 'screen',
    paths: { en: '/resetpwd', es: '/restablecer-contrasena', pt: '/repor-palavra-passe', debug: '/🔁' },
    file: 'auth/login-password.route.tsx',
  },
  schedule: { kind: 'screen', paths: { en: '/schedule', es: '/programacion', pt: '/programacao', debug: '/📆' }, file: 'schedule/schedule.route.tsx' },
  search: { kind: 'screen', paths: { en: '/search', es: '/buscar', pt: '/pesquisar', debug: '/🔍' }, file: 'search/search.route.tsx' },
  season: {
    kind: 'screen',
    paths: {
      en: '/season/:seasonId/:seasonTitle?',
      es: '/temporada/:seasonId/:seasonTitle?',
      pt: '/temporada/:seasonId/:seasonTitle?',
      debug: '/🍂/:seasonId/:seasonTitle?',
    },
    detail: true,
    file: 'series/season.route.tsx',
  },
  section: {
    kind: 'screen',
    paths: { en: '/section/:id', es: '/seccion/:id', pt: '/seccao/:id', debug: '/🧩/:id' },
    file: 'content/section.route.tsx',
  },
  series: {
    kind: 'screen',
    paths: {
      en: '/series/:seriesId/:seriesTitle?',
      es: '/serie/:seriesId/:seriesTitle?',
      pt: '/serie/:seriesId/:seriesTitle?',
      debug: '/📺/:seriesId/:seriesTitle?',
    },
    detail: true,
    file: 'series/series.route.tsx',
  },
  signup: { kind: 'screen', paths: { en: '/signup', es: '/registro', pt: '/registar', debug: '/📝' }, file: 'signup/signup.route.tsx' },
  tvLogin: {
    kind: 'screen',
    paths: { en: '/tv-login/:tvAuthType?', es: '/tv-iniciar-sesion/:tvAuthType?', pt: '/tv-entrar/:tvAuthType?', debug: '/📡/:tvAuthType?' },
    file: 'account/tv-login.route.tsx',
  },
  upcoming: { kind: 'screen', paths: { en: '/upcoming', es: '/proximamente', pt: '/brevemente', debug: '/⏳' }, file: 'live/upcoming.route.tsx' },
  vod: {
    kind: 'screen',
    paths: {
      en: '/video/:eventId/:eventTitle?',
      es: '/video/:eventId/:eventTitle?',
      pt: '/video/:eventId/:eventTitle?',
      debug: '/🎬/:eventId/:eventTitle?',
    },
    detail: true,
    file: 'watch/vod.route.tsx',
  },
  watchlists: { kind: 'screen', paths: { en: '/watchlists', es: '/listas', pt: '/listas', debug: '/🔖' }, file: 'lists/watchlists.route.tsx' },
  /** One watchlist: its owner's and its own id, the address it is shared by. */
  watchlist: {
    kind: 'screen',
    paths: { en: '/watchlists/:owner/:watchlistId', es: '/listas/:owner/:watchlistId', pt: '/listas/:owner/:watchlistId', debug: '/🔖/:owner/:watchlistId' },
    file: 'lists/watchlist.route.tsx',
  },

  // Resource routes: JSON and streams for the page's own scripts.
  /** Next page of a bucket for rows' infinite loading (paths.ts bucketPageUrl). */
  bucket: { kind: 'resource', path: '/_data/bucket/:section/:bucketId', file: 'content/bucket.route.tsx' },
  /** Live-now server-sent events relayed from the platform (live-event toast). */
  liveStream: { kind: 'resource', path: '/_data/live-stream', file: 'live/live-stream.route.tsx' },
  roomStream: { kind: 'resource', path: '/_data/watch-together/:roomId/stream', file: 'together/room-stream.route.tsx' },
  /** Watch progress from the player (POST only; the session's token stays on the server). */
  progress: { kind: 'resource', path: '/_data/progress/:id', file: 'watch/progress.route.tsx' },
  /** The parental-control PIN entered on a guarded video (POST form; redirects back to the video). */
  parentalUnlock: { kind: 'resource', path: '/_data/parental-unlock/:id', file: 'parental/unlock.route.tsx' },
  /** Favourite toggle (a form POST without JavaScript, a fetcher with it). */
  favourite: { kind: 'resource', path: '/_data/favourite/:id', file: 'lists/favourite.route.tsx' },
  /** The review form of a video (a form POST; redirects back to the video with `?review=posted|failed`). */
  review: { kind: 'resource', path: '/_data/review/:id', file: 'reviews/review.route.tsx' },
  /** A hero's background video: the viewer's autoplay preference and the stream (GET; blocks/heroes/hero/background-video.tsx). */
  heroBackground: { kind: 'resource', path: '/_data/hero-background/:kind/:id', file: 'heroes/hero-background.route.tsx' },
  /** Fresh signed stream URLs for the player before its token expires (GET; app/player/stream-token.ts). */
  streamUrl: { kind: 'resource', path: '/_data/stream/:kind/:id', file: 'watch/stream-url.route.tsx' },
  /** Multi-view heartbeat relayed to the platform (POST only). */
  multiviewHeartbeat: { kind: 'resource', path: '/_data/multiview-heartbeat', file: 'multiview/multiview-heartbeat.route.tsx' },
  /** Host-page methods that need the platform (loadVideo, getEpg, getCountry, setPreference). */
  hostCalls: { kind: 'resource', path: '/_data/host/:call', file: 'host/host-calls.route.tsx' },
  /** Series, season and playlist paging as JSON. */
  seriesSeasons: { kind: 'resource', path: '/_data/series/:seriesId/seasons', file: 'series/series-seasons.route.tsx' },
  seasonEpisodes: { kind: 'resource', path: '/_data/season/:seasonId/episodes', file: 'series/season-episodes.route.tsx' },
  playlistItems: { kind: 'resource', path: '/_data/playlist/:playlistId', file: 'playlist/playlist-items.route.tsx' },
  /** The account's subscription actions (pause, resume, cancel with its promo, reactivate, price consent): POST only. */
  subscriptionAction: { kind: 'resource', path: '/_data/subscription/:licenceId', file: 'subscriptions/subscription-action.route.tsx' },
  /** The account page's stored cards and payment history, loaded on demand (GET). */
  paymentCards: { kind: 'resource', path: '/_data/payment-cards', file: 'account/payments/payment-cards.route.tsx' },
  paymentHistory: { kind: 'resource', path: '/_data/payment-history', file: 'account/payments/payment-history.route.tsx' },
  /** Language choice (the language badge): POST only. */
  lang: { kind: 'resource', path: '/_lang', file: 'realm/lang.route.tsx' },

  // Admin routes: the editors' previews and helpers.
  admin: { kind: 'admin', path: '/_admin', file: 'admin/index.route.tsx' },
  adminBlocks: { kind: 'admin', path: '/_admin/blocks', file: 'admin/blocks.route.tsx' },
  adminPage: { kind: 'admin', path: '/_admin/page', file: 'admin/page.route.tsx' },
  adminSection: { kind: 'admin', path: '/_admin/section', file: 'admin/section.route.tsx' },
  adminNavbar: { kind: 'admin', path: '/_admin/navbar', file: 'admin/navbar.route.tsx' },
  adminPlugin: { kind: 'admin', path: '/_admin/plugin', file: 'admin/plugin.route.tsx' },
  adminNotFound: { kind: 'admin', path: '/_admin/404', file: 'admin/404.route.tsx' },
  adminGeneric: { kind: 'admin', path: '/_admin/generic', file: 'admin/generic.route.tsx' },
  adminForm: { kind: 'admin', path: '/_admin/form/:formId', file: 'admin/form.route.tsx' },
  adminCancellationPromo: { kind: 'admin', path: '/_admin/cancellation-promo', file: 'admin/cancellation-promo.route.tsx' },

  /** Anything else: the realm's 404 page (status 404). */
  notFound: { kind: 'notFound', path: '*', file: 'content/not-found.route.tsx' },
} satisfies Record<string, RouteDef>;

type RouteTable = typeof ROUTE_TABLE;
export type RouteKey = keyof RouteTable;
/** The keys of screens (entries of kind `screen`): what links and `pathFor` name. */
export type ScreenKey = { [K in RouteKey]: RouteTable[K] extends { kind: 'screen' } ? K : never }[RouteKey];

export function isScreenKey(key: string): key is ScreenKey {
  return Object.hasOwn(ROUTE_TABLE, key) && (ROUTE_TABLE as Record<string, RouteDef>)[key].kind === 'screen';
}

export const SCREEN_KEYS: ScreenKey[] = Object.keys(ROUTE_TABLE).filter(isScreenKey);

export function screenDef(key: ScreenKey): ScreenDef {
  return ROUTE_TABLE[key];
}

/** A screen is built when it has a route module. */
export function isBuilt(key: ScreenKey): boolean {
  return screenDef(key).file !== undefined;
}

/**
 * The second set of route keys used by
 * content links and flows; each names a screen of the table.
 */
export const ROUTE_KEYS = {
  VOD: 'vod',
  HISTORY: 'history',
  FIGHTERS: 'fighters',
  FIGHTER: 'fighter',
  LIVE: 'live',
  MULTI_VIEW: 'multiView',
  NEWS: 'news',
  NEWS_ITEM: 'newsItem',
  LOGIN: 'login',
  SIGNUP: 'signup',
  LOGOUT: 'logout',
  HOME: 'home',
  PURCHASE: 'purchase',
  INTERSTITIAL: 'interstitial',
  SEARCH: 'search',
  PAY: 'pay',
  PLAYLIST: 'playlist',
  SERIES: 'series',
  SEASON: 'season',
  SECTION: 'section',
  PLUGIN: 'plugin',
} as const satisfies Record<string, ScreenKey>;
